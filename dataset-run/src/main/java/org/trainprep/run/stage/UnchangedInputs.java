package org.trainprep.run.stage;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.EtagSource;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Whether the run's input files are still as they were listed, checked after each pass that
 * read them. A file appended to while a pass read it gave that pass one line past its listed
 * length (Hadoop reads one line past a split's end), the next pass more, and parallel text then
 * sides that no longer paired; a run must not publish from a moving input. Each folder is
 * listed once (a few requests on an object store, not one a file).
 */
final class UnchangedInputs {

    /** Files of one folder asked for one by one; more are read from a listing of the folder. */
    private static final int FEW = 8;

    private UnchangedInputs() {
    }

    /** @throws IOException naming the first file whose size or time changed, or that is gone */
    static void check(Configuration conf, List<FileStatus> listed) throws IOException {
        Map<Path, List<FileStatus>> byFolder = new LinkedHashMap<>();
        for (FileStatus f : listed) {
            byFolder.computeIfAbsent(f.getPath().getParent(), p -> new java.util.ArrayList<>()).add(f);
        }
        for (Map.Entry<Path, List<FileStatus>> folder : byFolder.entrySet()) {
            FileSystem fs = folder.getKey().getFileSystem(conf);
            Map<Path, FileStatus> now = new HashMap<>();
            if (folder.getValue().size() > FEW) {
                java.util.Set<Path> wanted = new java.util.HashSet<>();
                for (FileStatus was : folder.getValue()) {
                    wanted.add(fs.makeQualified(was.getPath()));
                }
                // only the run's files kept: a glob's few in a folder of millions hold no more than they
                for (org.apache.hadoop.fs.RemoteIterator<FileStatus> it = fs.listStatusIterator(folder.getKey()); it.hasNext(); ) {
                    FileStatus s = it.next();
                    Path q = fs.makeQualified(s.getPath());
                    if (wanted.contains(q)) {
                        now.put(q, s);
                    }
                }
            } else {
                // a few files given by name, perhaps in a folder of millions: asked for one by one
                for (FileStatus was : folder.getValue()) {
                    try {
                        now.put(fs.makeQualified(was.getPath()), fs.getFileStatus(was.getPath()));
                    } catch (java.io.FileNotFoundException e) {
                        // gone: said below
                    }
                }
            }
            for (FileStatus was : folder.getValue()) {
                FileStatus is = now.get(fs.makeQualified(was.getPath()));
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
