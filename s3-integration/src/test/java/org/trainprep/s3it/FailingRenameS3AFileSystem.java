package org.trainprep.s3it;

import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.s3a.S3AFileSystem;

import java.io.IOException;

/**
 * S3A whose rename (a server-side copy, then a delete) of a file into another folder, to a name
 * given by {@value #FAIL_RENAME_TO}, fails, as a copy refused by the store would: a fault at one step of an
 * output's swap, against the real client and server.
 */
public class FailingRenameS3AFileSystem extends S3AFileSystem {

    static final String FAIL_RENAME_TO = "trainprep.test.fail-rename-to";

    @Override
    public boolean rename(Path src, Path dst) throws IOException {
        String name = getConf().get(FAIL_RENAME_TO);
        // the swap's move out of the staging prefix, not the publishing rename inside it
        if (name != null && dst.getName().equals(name) && !src.getParent().equals(dst.getParent())) {
            throw new IOException("copy refused by the store (test fault) for " + dst);
        }
        return super.rename(src, dst);
    }
}
