package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.EtagSource;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.Path;
import org.trainprep.hadoop.FolderLookups;

import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * Whether the run's input files are still as they were listed, checked after each pass that
 * read them. A file appended to while a pass read it gave that pass one line past its listed
 * length (Hadoop reads one line past a split's end), the next pass more, and parallel text then
 * sides that no longer paired; a run must not publish from a moving input. A folder of many is
 * listed once ({@link FolderLookups}: a few requests on an object store, not one a file).
 */
final class UnchangedInputs {

    private UnchangedInputs() {
    }

    /** @throws IOException naming the first file whose size or time changed, or that is gone */
    static void check(Configuration conf, List<FileStatus> listed) throws IOException {
        Map<Path, FileStatus> now = FolderLookups.statuses(conf, listed.stream().map(FileStatus::getPath).toList(), false);
        for (FileStatus was : listed) {
            FileStatus is = now.get(was.getPath());
            if (is == null) {
                throw new IOException("input " + was.getPath() + " is gone since the run listed it; rerun once the"
                        + " input stays put");
            }
            if (!same(was, is)) {
                throw new IOException("input " + was.getPath() + " changed while the run read it (" + was.getLen()
                        + " bytes when listed, " + is.getLen() + " now); rerun once it is complete and no longer"
                        + " written to");
            }
        }
    }

    /**
     * Whether a file is as listed: the same length and, where the store gives both an entity tag
     * (S3A), the same tag; else the same time. An object store may give a listing's time to the
     * millisecond and a lookup's (an HTTP date) to the second (MinIO, Ceph): one time at a whole
     * second is compared to the second, or every run into such a store failed after its first pass.
     */
    static boolean same(FileStatus was, FileStatus is) {
        if (was.getLen() != is.getLen()) {
            return false;
        }
        if (was instanceof EtagSource a && is instanceof EtagSource b && a.getEtag() != null && b.getEtag() != null
                && !a.getEtag().isEmpty() && !b.getEtag().isEmpty()) {
            return a.getEtag().equals(b.getEtag());
        }
        long t0 = was.getModificationTime();
        long t1 = is.getModificationTime();
        return t0 == t1 || (t0 % 1000 == 0 || t1 % 1000 == 0) && t0 / 1000 == t1 / 1000;
    }
}
