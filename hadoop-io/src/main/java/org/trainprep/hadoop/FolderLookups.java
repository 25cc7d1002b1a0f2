package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The statuses of a run's input files, looked up a folder at a time: the files of a folder that
 * holds more than {@value #FEW} of them are read from a listing of it, a request per 1,000 files on
 * an object store, instead of a lookup a file (an S3 {@code HEAD} each: a folder of 100,000 parts
 * took that many requests, one after another, every time a pass's splits were made); a few files
 * given by name, perhaps in a folder of millions, are looked up one by one. A listing stops once it
 * has found every file asked for, or has read a hundred entries for each (a glob's few files in a
 * folder of millions): the rest are looked up one by one, so a folder costs at most a tenth more
 * requests than looking each file up would.
 */
public final class FolderLookups {

    /** Files of one folder looked up one by one; more are read from a listing of the folder. */
    public static final int FEW = 8;

    /** Entries a listing may read for each file asked for (at least {@value #LEAST_READ} in all). */
    static final int READ_PER_FILE = 100;
    static final int LEAST_READ = 1000;

    private FolderLookups() {
    }

    /**
     * Whether {@code fs} is the local disk, whose blocks are all on this host: its located listing
     * copies each status's permission, which Hadoop's local file system reads, without its native
     * library (as from Maven Central), by forking {@code ls -ld} a file: 1.6 s of 4,000 forks for a
     * folder of 2,000 files listed twice. The split maker asks it for the (one, local) block of a
     * plain status without forking.
     */
    private static boolean local(FileSystem fs) {
        return fs instanceof org.apache.hadoop.fs.LocalFileSystem || fs instanceof org.apache.hadoop.fs.RawLocalFileSystem;
    }

    /**
     * The current status of each of {@code files} that exists, by the path as given; with
     * {@code located}, those read from a listing carry their blocks' locations (one listing on HDFS,
     * where a plain status costs the split maker a request a file for them), except on the local
     * disk ({@link #local}).
     */
    public static Map<Path, FileStatus> statuses(Configuration conf, List<Path> files, boolean located)
            throws IOException {
        // one file system a store (a lookup a file carried the user's identity each time)
        Map<String, FileSystem> stores = new HashMap<>();
        Map<Path, Map<Path, Path>> byFolder = new LinkedHashMap<>();
        for (Path f : files) {
            java.net.URI u = f.toUri();
            String store = u.getScheme() + "://" + u.getAuthority();
            FileSystem fs = stores.get(store);
            if (fs == null) {
                fs = f.getFileSystem(conf);
                if (u.getScheme() != null) {
                    stores.put(store, fs);
                }
            }
            Path q = fs.makeQualified(f);
            byFolder.computeIfAbsent(q.getParent(), p -> new LinkedHashMap<>()).put(q, f);
        }
        Map<Path, FileStatus> found = new HashMap<>();
        for (Map.Entry<Path, Map<Path, Path>> folder : byFolder.entrySet()) {
            Map<Path, Path> wanted = folder.getValue();
            if (folder.getKey() == null) {
                // stores' roots, given as inputs: each on its own store
                for (Map.Entry<Path, Path> root : wanted.entrySet()) {
                    lookEach(root.getKey().getFileSystem(conf), Map.of(root.getKey(), root.getValue()), found);
                }
                continue;
            }
            FileSystem fs = folder.getKey().getFileSystem(conf);
            if (wanted.size() <= FEW) {
                // a few files given by name, perhaps in a folder of millions
                lookEach(fs, wanted, found);
                continue;
            }
            Map<String, Path> byName = new HashMap<>();
            // one file given under two spellings: the second looked up
            Map<Path, Path> rest = new LinkedHashMap<>();
            wanted.keySet().forEach(q -> {
                Path twice = byName.put(name(q), q);
                if (twice != null) {
                    rest.put(twice, wanted.get(twice));
                }
            });
            try {
                RemoteIterator<? extends FileStatus> it = located && !local(fs)
                        ? fs.listLocatedStatus(folder.getKey()) : fs.listStatusIterator(folder.getKey());
                long mayRead = Math.max(LEAST_READ, (long) READ_PER_FILE * wanted.size());
                for (long read = 0; !byName.isEmpty() && read < mayRead && it.hasNext(); read++) {
                    FileStatus s = it.next();
                    Path q = byName.remove(name(fs.makeQualified(s.getPath())));
                    if (q != null) {
                        // named as a lookup names it: splits and per-file counts match files by their names
                        s.setPath(q);
                        found.put(wanted.get(q), s);
                    }
                }
            } catch (FileNotFoundException gone) {
                continue;
            } catch (IOException unlisted) {
                // a folder the user may read files in but not list (an S3 policy granting GetObject
                // without ListBucket): its files are looked up, as they were given
            }
            // not met in the listing's part read (or spelled otherwise there): looked up
            byName.values().forEach(q -> rest.put(q, wanted.get(q)));
            lookEach(fs, rest, found);
        }
        return found;
    }

    /** A qualified path's store and decoded path: {@code caf%C3%A9.json} and {@code café.json} are one file. */
    private static String name(Path q) {
        java.net.URI u = q.toUri();
        return u.getScheme() + "://" + u.getAuthority() + u.getPath();
    }

    /**
     * The statuses of {@code files} in their order, as {@code FileSystem.getFileStatus} gives them.
     *
     * @throws FileNotFoundException naming the first that does not exist
     */
    public static List<FileStatus> inOrder(Configuration conf, List<Path> files, boolean located) throws IOException {
        Map<Path, FileStatus> found = statuses(conf, files, located);
        List<FileStatus> ordered = new ArrayList<>(files.size());
        for (Path f : files) {
            FileStatus s = found.get(f);
            if (s == null) {
                throw new FileNotFoundException("File " + f + " does not exist");
            }
            ordered.add(s);
        }
        return ordered;
    }

    /** Looks up each of {@code files} (qualified, as given), all on {@code fs}. */
    private static void lookEach(FileSystem fs, Map<Path, Path> files, Map<Path, FileStatus> found) throws IOException {
        for (Map.Entry<Path, Path> f : files.entrySet()) {
            try {
                found.put(f.getValue(), fs.getFileStatus(f.getKey()));
            } catch (FileNotFoundException gone) {
                // absent from the result
            }
        }
    }
}
