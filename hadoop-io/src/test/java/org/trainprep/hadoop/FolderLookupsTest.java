package org.trainprep.hadoop;

import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.LocalFileSystem;
import org.apache.hadoop.fs.LocatedFileStatus;
import org.apache.hadoop.fs.Path;
import org.apache.hadoop.fs.RemoteIterator;
import org.apache.hadoop.mapreduce.InputSplit;
import org.apache.hadoop.mapreduce.Job;
import org.apache.hadoop.mapreduce.lib.input.FileInputFormat;
import org.apache.hadoop.mapreduce.lib.input.FileSplit;
import org.apache.hadoop.mapreduce.lib.input.TextInputFormat;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class FolderLookupsTest {

    @TempDir
    java.nio.file.Path dir;

    /** Lookups and listings of every instance, this test class's file systems only. */
    static final AtomicInteger LOOKUPS = new AtomicInteger();
    static final AtomicInteger LISTINGS = new AtomicInteger();
    static final AtomicInteger LISTED = new AtomicInteger();
    static final AtomicInteger LOCATED_LISTINGS = new AtomicInteger();

    /** The local file system, counting the requests an object store would each answer. */
    public static final class CountingFileSystem extends LocalFileSystem {
        @Override
        public FileStatus getFileStatus(Path f) throws IOException {
            LOOKUPS.incrementAndGet();
            return super.getFileStatus(f);
        }

        @Override
        public RemoteIterator<LocatedFileStatus> listLocatedStatus(Path f) throws IOException {
            LISTINGS.incrementAndGet();
            LOCATED_LISTINGS.incrementAndGet();
            denyListing();
            return counted(super.listLocatedStatus(f));
        }

        @Override
        public RemoteIterator<FileStatus> listStatusIterator(Path p) throws IOException {
            LISTINGS.incrementAndGet();
            denyListing();
            return counted(super.listStatusIterator(p));
        }

        /** A listing whose entries read are counted in {@link #LISTED}. */
        private static <T> RemoteIterator<T> counted(RemoteIterator<T> it) {
            return new RemoteIterator<>() {
                @Override
                public boolean hasNext() throws IOException {
                    return it.hasNext();
                }

                @Override
                public T next() throws IOException {
                    LISTED.incrementAndGet();
                    return it.next();
                }
            };
        }
    }

    /** As an S3 policy granting GetObject without ListBucket answers a listing. */
    private static void denyListing() throws IOException {
        if (DENY_LISTING.get()) {
            throw new java.nio.file.AccessDeniedException("listing denied");
        }
    }

    static final java.util.concurrent.atomic.AtomicBoolean DENY_LISTING = new java.util.concurrent.atomic.AtomicBoolean();

    private Configuration conf;

    @BeforeEach
    void counting() {
        conf = new Configuration();
        conf.setClass("fs.file.impl", CountingFileSystem.class, org.apache.hadoop.fs.FileSystem.class);
        conf.setBoolean("fs.file.impl.disable.cache", true);
        LOOKUPS.set(0);
        LISTINGS.set(0);
        LISTED.set(0);
        LOCATED_LISTINGS.set(0);
        DENY_LISTING.set(false);
    }

    private List<Path> files(String folder, int n, String... names) throws IOException {
        java.nio.file.Path d = Files.createDirectories(dir.resolve(folder));
        List<Path> files = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String name = i < names.length ? names[i] : "part-" + i + ".json";
            files.add(new Path(Files.writeString(d.resolve(name), ("{\"n\": " + i + "}\n").repeat(i + 1)).toUri()));
        }
        // a file the run did not list, beside them
        Files.writeString(d.resolve("other.json"), "{}\n");
        return files;
    }

    @Test
    void aFolderOfManyIsListedOnceAndAFewFilesAreLookedUpOneByOne() throws Exception {
        List<Path> many = files("many", 40, "a:b.json", "data[2020].json", "with space.json", "caf\u00e9.json");
        List<Path> few = files("few", 3);
        List<Path> all = new ArrayList<>(many);
        all.addAll(few);

        Map<Path, FileStatus> found = FolderLookups.statuses(conf, all, false);

        assertThat(LISTINGS.get()).as("one listing of the folder of many").isEqualTo(1);
        assertThat(LOOKUPS.get()).as("a lookup for each of the few only").isEqualTo(3);
        assertThat(found.keySet()).containsExactlyInAnyOrderElementsOf(all);
        for (Path p : all) {
            FileStatus s = found.get(p);
            assertThat(s.getLen()).isEqualTo(Files.size(java.nio.file.Path.of(p.toUri())));
            assertThat(s.getPath().toString()).as("named as a lookup names it").isEqualTo(
                    org.apache.hadoop.fs.FileSystem.getLocal(new Configuration()).getFileStatus(p).getPath().toString());
        }
    }

    @Test
    void aFewFilesInAFolderOfThousandsReadNoMoreOfItsListingThanAHundredEntriesEach() throws Exception {
        java.nio.file.Path big = Files.createDirectories(dir.resolve("big"));
        for (int i = 0; i < 3000; i++) {
            Files.writeString(big.resolve("other-" + i + ".json"), "{}\n");
        }
        List<Path> wanted = files("big", 10);
        LISTED.set(0);
        LOOKUPS.set(0);
        List<FileStatus> found = FolderLookups.inOrder(conf, wanted, true);
        assertThat(found.stream().map(f -> f.getPath().getName()).toList())
                .isEqualTo(wanted.stream().map(Path::getName).toList());
        assertThat(LISTED.get()).as("entries read").isPositive().isLessThanOrEqualTo(FolderLookups.LEAST_READ);
        // the local disk's located listing reads each file's permission, forking `ls -ld` a file without
        // Hadoop's native library: a plain listing there, whose one block the split maker knows
        assertThat(LOCATED_LISTINGS.get()).as("located listings of the local disk").isZero();
        assertThat(LOOKUPS.get()).as("those the part read did not hold").isLessThanOrEqualTo(10);

        // a folder of just the run's files is read to its end, with no lookup
        List<Path> all = files("exact", 50);
        LISTED.set(0);
        LOOKUPS.set(0);
        assertThat(FolderLookups.inOrder(conf, all, true)).hasSize(50);
        assertThat(LOOKUPS.get()).isZero();
        assertThat(LISTED.get()).isLessThanOrEqualTo(51);
    }

    @Test
    void aFolderTheUserMayNotListHasItsFilesLookedUpAsTheyWereGiven() throws Exception {
        List<Path> files = files("unlistable", 20);
        DENY_LISTING.set(true);
        assertThat(FolderLookups.inOrder(conf, files, true)).hasSize(20);
        assertThat(LISTINGS.get()).isEqualTo(1);
        assertThat(LOOKUPS.get()).isEqualTo(20);
        assertThat(FolderLookups.statuses(conf, files, false)).hasSize(20);
    }

    @Test
    void inOrderGivesTheFilesInTheirOrderAndNamesOneThatIsGone() throws Exception {
        for (int n : new int[]{3, 20}) {
            List<Path> files = files("f" + n, n);
            java.util.Collections.reverse(files);
            List<FileStatus> ordered = FolderLookups.inOrder(conf, files, true);
            assertThat(ordered.stream().map(FileStatus::getPath).map(Path::getName).toList())
                    .isEqualTo(files.stream().map(Path::getName).toList());
            Files.delete(java.nio.file.Path.of(files.get(1).toUri()));
            assertThatThrownBy(() -> FolderLookups.inOrder(conf, files, true))
                    .isInstanceOf(FileNotFoundException.class).hasMessageContaining(files.get(1).getName());
            assertThat(FolderLookups.statuses(conf, files, false)).hasSize(n - 1).doesNotContainKey(files.get(1));
        }
    }

    @Test
    void theSplitsOfAFolderOfFilesGivenByNameAreHadoopsWithoutALookupAFile() throws Exception {
        List<Path> files = files("parts", 30);
        files.addAll(files("one", 1));
        Job job = Job.getInstance(conf);
        job.getConfiguration().setLong("mapreduce.input.fileinputformat.split.maxsize", 64);
        FileInputFormat.setInputPaths(job, files.toArray(new Path[0]));
        LOOKUPS.set(0);
        LISTINGS.set(0);
        List<InputSplit> ours = new DamageAwareTextInputFormat().getSplits(job);
        assertThat(LISTINGS.get()).isEqualTo(1);
        assertThat(LOOKUPS.get()).as("the one file of its folder").isEqualTo(1);

        List<InputSplit> hadoops = new TextInputFormat().getSplits(job);
        assertThat(ours.stream().map(FolderLookupsTest::describe).toList())
                .isEqualTo(hadoops.stream().map(FolderLookupsTest::describe).toList())
                .hasSizeGreaterThan(files.size());
    }

    private static String describe(InputSplit s) {
        FileSplit f = (FileSplit) s;
        try {
            return f.getPath() + "@" + f.getStart() + "+" + f.getLength() + " " + String.join(",", f.getLocations());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
