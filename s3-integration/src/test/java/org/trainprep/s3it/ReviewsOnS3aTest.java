package org.trainprep.s3it;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.combiner.s3.S3TestServer;
import org.trainprep.core.h5.TrainerFileReader;
import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.run.reviews.ReviewsSummary;
import org.trainprep.testdata.Fixtures;
import software.amazon.awssdk.core.sync.RequestBody;
import software.amazon.awssdk.services.s3.S3Client;
import software.amazon.awssdk.services.s3.model.S3Object;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The review chain in Hadoop's local mode with input and every output on {@code s3a://}
 * (hadoop-aws, as off EMR), against a real S3-compatible server: same vocabulary and rows as a
 * local-disk run, parts committed once each, and no temporary objects left behind.
 */
class ReviewsOnS3aTest {

    static S3TestServer server;
    static S3Client s3;

    @TempDir
    static Path tmp;

    @BeforeAll
    static void start() throws Exception {
        server = S3TestServer.start();
        s3 = server.admin();
        s3.createBucket(b -> b.bucket("reviews"));
        Path sample = Fixtures.copy(Fixtures.SAMPLE_REVIEWS, tmp.resolve("raw"));
        s3.putObject(b -> b.bucket("reviews").key("raw/sample-reviews.json"), RequestBody.fromFile(sample));
    }

    @AfterAll
    static void stop() throws Exception {
        server.close();
    }

    /** Local mode plus the s3a settings a user of an S3-compatible store would set (STACK.md). */
    static Configuration conf() {
        Configuration conf = new Configuration();
        conf.set("mapreduce.framework.name", "local");
        conf.set("fs.defaultFS", "file:///");
        conf.set("fs.s3a.endpoint", server.endpoint().toString());
        conf.set("fs.s3a.endpoint.region", "us-east-1");
        conf.setBoolean("fs.s3a.path.style.access", true);
        conf.setBoolean("fs.s3a.connection.ssl.enabled", false);
        conf.set("fs.s3a.aws.credentials.provider", "org.apache.hadoop.fs.s3a.SimpleAWSCredentialsProvider");
        conf.set("fs.s3a.access.key", S3TestServer.ACCESS_KEY);
        conf.set("fs.s3a.secret.key", S3TestServer.SECRET_KEY);
        conf.set("fs.s3a.change.detection.mode", "none");
        conf.setBoolean("fs.s3a.impl.disable.cache", true); // the cache is keyed by bucket, not endpoint
        return conf;
    }

    static ReviewsSummary run(Configuration conf, String... args) throws Exception {
        Configuration c = new Configuration(conf);
        org.trainprep.mr.job.JobSetup.tuneLocalMode(c);
        return ReviewsSummary.of(new org.trainprep.run.RunSkeleton(c, org.trainprep.core.progress.ProgressLog.silent())
                .run(ReviewsOptions.parse(args), slice().passes()));
    }

    /** The review type on MapReduce, as the registry finds it. */
    static org.trainprep.mr.stage.StagedSlice slice() {
        return new org.trainprep.mr.stage.StagedSlice(new org.trainprep.core.reviews.ReviewsType());
    }

    static List<String> keys(String prefix) {
        return s3.listObjectsV2Paginator(b -> b.bucket("reviews").prefix(prefix)).contents().stream()
                .map(S3Object::key).toList();
    }

    static List<List<Integer>> rows(Path h5) throws IOException {
        return org.trainprep.core.h5.TrainerFileRows.of(h5);
    }

    Path download(String key) throws IOException {
        Path local = tmp.resolve("dl").resolve(key.replace('/', '_'));
        Files.createDirectories(local.getParent());
        Files.write(local, s3.getObjectAsBytes(b -> b.bucket("reviews").key(key)).asByteArray());
        return local;
    }

    @Test
    void reviewChainReadsAndWritesS3aAndMatchesALocalRun() throws Exception {
        ReviewsSummary onS3 = run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/out/",
                "--reducers", "2");
        Path localOut = tmp.resolve("local-out");
        ReviewsSummary local = run(conf(), "--input", tmp.resolve("raw").toString(), "--output", localOut.toString(),
                "--reducers", "2");

        assertThat(onS3.linesRead()).isEqualTo(2000);
        assertThat(onS3.rowsWritten()).isEqualTo(local.rowsWritten()).isPositive();
        assertThat(onS3.vocabSha256()).isEqualTo(local.vocabSha256());
        assertThat(download("out/vocab.json")).hasSameBinaryContentAs(localOut.resolve("vocab.json"));
        assertThat(rows(download("out/combined_result_5class.h5")))
                .containsExactlyInAnyOrderElementsOf(rows(localOut.resolve("combined_result_5class.h5")));

        List<String> out = keys("out/");
        assertThat(out).contains("out/vocab.json", "out/combined_result_5class.h5", "out/manifest.json");
        assertThat(out).as("no committer or staging leftovers")
                .noneMatch(k -> k.contains("_temporary") || k.contains(".tmp") || k.contains("__magic"));
    }

    /**
     * An input folder of many objects (an upstream job's parts): the driver lists the folder to
     * make each pass's splits and to check the input stayed put, instead of asking for every object
     * by itself, once for the splits and again when MapReduce made them for its job (a
     * {@code HEAD} each, one after another: minutes at 100,000 parts). What is left is each
     * task's opening its file, and the sizing sample's.
     */
    @Test
    void aFolderOfManyObjectsIsListedNotLookedUpObjectByObject() throws Exception {
        List<String> lines = Files.readAllLines(tmp.resolve("raw").resolve("sample-reviews.json"));
        int files = 20;
        for (int i = 0; i < files; i++) {
            String part = String.join("\n", lines.subList(i * lines.size() / files, (i + 1) * lines.size() / files)) + "\n";
            String key = String.format("many/part-%05d.json", i);
            s3.putObject(b -> b.bucket("reviews").key(key), RequestBody.fromString(part));
        }
        server.resetCounts();
        ReviewsSummary s = run(conf(), "--input", "s3a://reviews/many/", "--output", "s3a://reviews/many-out/",
                "--reducers", "2");
        assertThat(s.linesRead()).isEqualTo(2000);
        // each task's opening of its part; before, two more a part (60 against 20)
        assertThat(server.headsUnder("reviews", "many/part-")).isLessThanOrEqualTo(files);
    }

    @Test
    void partsOnS3aAreCommittedOncePerTask() throws Exception {
        ReviewsSummary s = run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/parts-only/",
                "--no-combine");
        List<String> parts = keys("parts-only/parts/").stream().filter(k -> k.endsWith(".h5")).toList();
        assertThat(parts).isNotEmpty().allMatch(k -> k.matches("parts-only/parts/part-\\d{5}\\.h5"));
        assertThat(parts).doesNotHaveDuplicates();
        long rows = 0;
        for (String k : parts) {
            try (TrainerFileReader r = TrainerFileReader.open(download(k))) {
                rows += r.totalRows();
            }
        }
        assertThat(rows).isEqualTo(s.rowsWritten());
        assertThat(keys("parts-only/")).noneMatch(k -> k.contains("_temporary"));
    }

    @Test
    void noCredentialReachesTheOutputsOrWhatTheRunPrints() throws Exception {
        Configuration conf = conf();
        conf.setLong("trainprep.progress.interval-ms", 0); // every progress and counter line there is
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        org.trainprep.hadoop.CommandTool tool = slice().tool(
                new java.io.PrintStream(out, true), new java.io.PrintStream(err, true));
        tool.setConf(conf);
        assertThat(tool.run(new String[]{"--input", "s3a://reviews/raw/", "--output", "s3a://reviews/secrets/",
                "--reducers", "2"})).as(err.toString()).isZero();
        String printed = out.toString(java.nio.charset.StandardCharsets.UTF_8) + err.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(printed).contains("TaskCounter").doesNotContain(S3TestServer.SECRET_KEY).doesNotContain(S3TestServer.ACCESS_KEY);
        List<String> written = keys("secrets/");
        assertThat(written).contains("secrets/manifest.json", "secrets/vocab.json", "secrets/combined_result_5class.h5");
        for (String key : written) {
            String content = new String(s3.getObjectAsBytes(b -> b.bucket("reviews").key(key)).asByteArray(),
                    java.nio.charset.StandardCharsets.ISO_8859_1);
            assertThat(content).as(key).doesNotContain(S3TestServer.SECRET_KEY).doesNotContain(S3TestServer.ACCESS_KEY);
        }
    }

    private static java.util.Map<String, String> etags(String prefix) {
        java.util.Map<String, String> m = new java.util.TreeMap<>();
        s3.listObjectsV2Paginator(b -> b.bucket("reviews").prefix(prefix)).contents()
                .stream().filter(o -> !o.key().endsWith("/")) // S3A's directory markers
                .forEach(o -> m.put(o.key(), o.eTag()));
        return m;
    }

    /**
     * On S3 a directory cannot be renamed: the new output is staged under a hidden sibling prefix,
     * the old manifest goes first (the commit point), each new object is copied over its namesake,
     * the new manifest last, then old objects the new output lacks are deleted.
     */
    @Test
    void aFailedOverwriteOnS3LeavesTheEarlierObjectsAndASuccessfulOneReplacesThem() throws Exception {
        run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/kept/", "--reducers", "2");
        java.util.Map<String, String> before = etags("kept/");
        assertThat(before).containsKeys("kept/manifest.json", "kept/combined_result_5class.h5");

        s3.putObject(b -> b.bucket("reviews").key("csv/census.csv"),
                RequestBody.fromString(String.join("\n", java.util.Collections.nCopies(100, "1,0,1,0,1,1,0,1,0,1,0,0"))));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> run(conf(), "--input", "s3a://reviews/csv/",
                "--output", "s3a://reviews/kept/", "--overwrite")).hasMessageContaining("does not look usable");
        assertThat(etags("kept/")).isEqualTo(before);
        assertThat(keys(".kept")).as("no staging left").isEmpty();

        ReviewsSummary again = run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/kept/",
                "--overwrite", "--reducers", "3", "--seq-len", "20");
        assertThat(again.rowsWritten()).isPositive();
        java.util.Map<String, String> after = etags("kept/");
        assertThat(after.keySet()).isEqualTo(before.keySet());
        assertThat(after.get("kept/combined_result_5class.h5")).isNotEqualTo(before.get("kept/combined_result_5class.h5"));
        assertThat(new String(s3.getObjectAsBytes(b -> b.bucket("reviews").key("kept/manifest.json")).asByteArray(),
                java.nio.charset.StandardCharsets.UTF_8)).contains("\"seq_len\" : 20");
        assertThat(keys(".kept")).isEmpty();
        assertThat(keys("kept/")).noneMatch(k -> k.contains("_RUN") || k.contains("_work"));
    }

    /**
     * A swap on S3 that fails past its commit point (the earlier manifest removed, some objects
     * replaced): the staged objects it had not moved yet, the new manifest among them, are kept
     * (they were removed with the run's staging, leaving neither output), the message says what is
     * where, and the next --overwrite run publishes a whole output.
     */
    @Test
    void aSwapThatFailsPastItsCommitPointKeepsTheStagedFilesAndANextOverwriteFinishes() throws Exception {
        run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/swap/", "--reducers", "2");
        Configuration faulty = conf();
        faulty.set("fs.s3a.impl", FailingRenameS3AFileSystem.class.getName());
        faulty.set(FailingRenameS3AFileSystem.FAIL_RENAME_TO, "vocab.json");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> run(faulty, "--input", "s3a://reviews/raw/",
                "--output", "s3a://reviews/swap/", "--overwrite", "--seq-len", "20"))
                .hasMessageContaining("could not finish replacing s3a://reviews/swap")
                .hasMessageContaining("moving vocab.json")
                .hasMessageContaining("are kept in s3a://reviews/.swap.trainprep-staging");
        assertThat(keys(".swap.trainprep-staging/")).contains(".swap.trainprep-staging/vocab.json",
                ".swap.trainprep-staging/manifest.json");
        assertThat(keys("swap/")).doesNotContain("swap/manifest.json");

        ReviewsSummary again = run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/swap/",
                "--overwrite", "--seq-len", "20");
        assertThat(again.rowsWritten()).isPositive();
        assertThat(new String(s3.getObjectAsBytes(b -> b.bucket("reviews").key("swap/manifest.json")).asByteArray(),
                java.nio.charset.StandardCharsets.UTF_8)).contains("\"seq_len\" : 20");
        assertThat(keys(".swap")).as("no staging left").isEmpty();

        // parts left for a separate combine carry no manifest: replaced on S3 all the same
        run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/swap-parts/", "--no-combine");
        run(conf(), "--input", "s3a://reviews/raw/", "--output", "s3a://reviews/swap-parts/", "--no-combine",
                "--overwrite", "--reducers", "3");
        assertThat(keys("swap-parts/parts/")).filteredOn(k -> k.endsWith(".h5")).hasSize(3);
        assertThat(keys(".swap-parts")).isEmpty();
        assertThat(keys("swap/")).contains("swap/vocab.json", "swap/combined_result_5class.h5")
                .noneMatch(k -> k.contains("_RUN") || k.contains("_work"));
    }
}
