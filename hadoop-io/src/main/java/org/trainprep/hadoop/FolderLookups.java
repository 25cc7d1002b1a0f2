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
 * holds more than {@value #FEW} of them are read from one listing of it, a few requests on an
 * object store, instead of one lookup a file (an S3 {@code HEAD} each: a folder of 100,000 parts
 * took that many requests, one after another, every time a pass's splits were made); a few files
 * given by name, perhaps in a folder of millions, are looked up one by one.
 */
public final class FolderLookups {

    /** Files of one folder looked up one by one; more are read from a listing of the folder. */
    public static final int FEW = 8;

    private FolderLookups() {
    }

    /**
     * The current status of each of {@code files} that exists, by the path as given; with
     * {@code located}, those read from a listing carry their blocks' locations (one listing on HDFS,
     * where a plain status costs the split maker a request a file for them).
     */
    public static Map<Path, FileStatus> statuses(Configuration conf, List<Path> files, boolean located)
            throws IOException {
        // one file system a store (a lookup a file carried the user's identity each time)
        Map<String, FileSystem> stores = new HashMap<>();
        Map<Path, Map<Path, Path>> byFolder = new LinkedHashMap<>();
        for (Path f : files) {
            java.net.URI u = f.toUri();
            FileSystem fs = u.getScheme() == null ? f.getFileSystem(conf)
                    : stores.computeIfAbsent(u.getScheme() + "://" + u.getAuthority(), k -> fileSystem(f, conf));
            Path q = fs.makeQualified(f);
            byFolder.computeIfAbsent(q.getParent(), p -> new LinkedHashMap<>()).put(q, f);
        }
        Map<Path, FileStatus> found = new HashMap<>();
        for (Map.Entry<Path, Map<Path, Path>> folder : byFolder.entrySet()) {
            Map<Path, Path> wanted = folder.getValue();
            if (folder.getKey() == null || wanted.size() <= FEW) {
                // a few files given by name, perhaps in a folder of millions (or the root itself)
                lookEach(conf, wanted, found);
                continue;
            }
            Map<String, Path> byName = new HashMap<>();
            wanted.keySet().forEach(q -> byName.put(name(q), q));
            FileSystem fs = folder.getKey().getFileSystem(conf);
            RemoteIterator<? extends FileStatus> it;
            try {
                it = located ? fs.listLocatedStatus(folder.getKey()) : fs.listStatusIterator(folder.getKey());
            } catch (FileNotFoundException gone) {
                continue;
            }
            while (it.hasNext()) {
                FileStatus s = it.next();
                Path q = byName.remove(name(fs.makeQualified(s.getPath())));
                if (q != null) {
                    // named as a lookup names it: splits and per-file counts match files by their names
                    s.setPath(q);
                    found.put(wanted.get(q), s);
                }
            }
            // a name the listing spells otherwise (or a file it does not show yet) is looked up
            Map<Path, Path> rest = new LinkedHashMap<>();
            byName.values().forEach(q -> rest.put(q, wanted.get(q)));
            lookEach(conf, rest, found);
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

    private static FileSystem fileSystem(Path f, Configuration conf) {
        try {
            return f.getFileSystem(conf);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void lookEach(Configuration conf, Map<Path, Path> files, Map<Path, FileStatus> found)
            throws IOException {
        for (Map.Entry<Path, Path> f : files.entrySet()) {
            try {
                found.put(f.getValue(), f.getKey().getFileSystem(conf).getFileStatus(f.getKey()));
            } catch (FileNotFoundException gone) {
                // absent from the result
            }
        }
    }
}
