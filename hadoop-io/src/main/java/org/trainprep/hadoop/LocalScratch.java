package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.trainprep.core.util.ScratchDir;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Where client-side steps build large local files: {@code -D trainprep.local.dir=/mnt/trainprep/tmp}
 * on EMR (the bootstrap action makes it), {@code java.io.tmpdir} when unset.
 */
public final class LocalScratch {

    public static final String KEY = "trainprep.local.dir";

    private LocalScratch() {
    }

    public static Path base(Configuration conf) {
        return Path.of(conf.get(KEY, System.getProperty("java.io.tmpdir")));
    }

    public static ScratchDir create(Configuration conf, String prefix) throws IOException {
        return ScratchDir.create(base(conf), prefix);
    }
}
