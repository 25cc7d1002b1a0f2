package org.trainprep.merge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.dataset.DatasetTypes;
import org.trainprep.core.dataset.Verification;
import org.trainprep.core.util.ScratchDir;
import org.trainprep.hadoop.DirectoryTool;
import org.trainprep.hadoop.LocalScratch;
import org.trainprep.hadoop.RunClaim;

import java.io.IOException;
import java.io.PrintStream;

/**
 * {@code verify DIR}: whether a published output is complete and what its manifest says: no run
 * still claims it and the manifest is there; then the check of the dataset type whose format the
 * manifest states ({@link DatasetType#verify}), which reads every row unless {@code --quick}.
 * Prints one line per problem and exits 1, or a one-line summary and exits 0.
 */
public final class VerifyTool extends DirectoryTool {

    private final DatasetTypes types;

    public VerifyTool() {
        this(System.out, System.err);
    }

    public VerifyTool(PrintStream out, PrintStream err) {
        super(out, err);
        this.types = DatasetTypes.installed();
    }

    @Override
    protected String name() {
        return "verify";
    }

    @Override
    protected String about() {
        return """
                Checks a finished output directory: the manifest is there and names the run, the file has the stated
                size, shards and rows (or size, SHA-256 and rows for files digested whole), every row holds values its
                dataset type allows and matches the recorded checksums, and side files (a vocabulary) have their stated
                hash. Exits 0 when all holds, 1 with one line per problem.""";
    }

    @Override
    protected java.util.Map<String, String> flags() {
        return java.util.Map.of("quick", "structure only: skip reading every row (checksums, value ranges, digests)");
    }

    @Override
    protected void run(Path dir) throws Exception {
        FileSystem fs = dir.getFileSystem(getConf());
        if (!fs.exists(dir)) {
            java.util.Optional<Path> aside = org.trainprep.hadoop.RunOutput.replacedAside(fs, fs.makeQualified(dir));
            // through a symbolic link, the run replaced (and left aside) what the link points to
            Path target = org.trainprep.hadoop.RunOutput.followedLink(fs, dir);
            String link = target.equals(fs.makeQualified(dir)) ? "" : " (a symbolic link to " + target + ")";
            throw new UsageException("verify: " + dir + link + " does not exist" + aside.map(a -> ": a run killed while"
                    + " replacing it left the earlier output at " + a + "; the next run into " + dir + " puts it back"
                    + " (or move it back yourself: mv " + a.toUri().getPath() + " " + target.toUri().getPath() + ")")
                    .orElse(""));
        }
        Verification result = new Verification(has("quick") ? "quick: structure only" : "full");
        String claimed = RunClaim.claimedBy(fs, dir, "verify");
        if (claimed != null) {
            result.problem("incomplete: " + claimed.substring("verify: ".length()));
        }
        Path manifestPath = new Path(dir, Manifest.FILE_NAME);
        if (!fs.exists(manifestPath)) {
            result.problem(fs.exists(new Path(dir, "parts")) && claimed == null
                    ? "not combined: " + dir + " holds the parts of a --no-combine run and no " + Manifest.FILE_NAME
                    + "; combine them (bin/pipeline combine --input " + new Path(dir, "parts") + " --output " + dir
                    + "), then verify"
                    : "incomplete: no " + Manifest.FILE_NAME + " in " + dir + " (its run did not finish?)");
            fail(result);
        }
        JsonNode m;
        try (FSDataInputStream in = fs.open(manifestPath)) {
            // one JSON value, each key once: a stray byte after it or a line duplicated is an edited manifest
            m = new ObjectMapper().enable(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                    .enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION).readTree(in);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            result.problem("manifest: " + manifestPath + " is not valid JSON (" + fs.getFileStatus(manifestPath).getLen()
                    + " bytes: cut short or edited?), so nothing it states can be checked; rerun the job with"
                    + " --overwrite");
            fail(result);
            return;
        }
        String format = m.path("format").asText();
        DatasetType type = types.ofFormat(format).orElseThrow(() -> new IOException(manifestPath + " states format '"
                + format + "', which no installed dataset type writes (" + types.described() + ")"));
        try (ScratchDir scratch = LocalScratch.create(getConf(), "trainprep-verify-")) {
            type.verify(new HadoopPublishedFiles(getConf(), dir, scratch), m, has("quick"), result);
        }
        if (!result.ok()) {
            fail(result);
        }
        out.println("verified " + dir + " (" + result.mode() + "): " + result.summary()
                + (m.has("run_id") ? ", run " + m.get("run_id").asText() : ""));
    }

    private void fail(Verification result) throws IOException {
        java.util.List<String> problems = result.problems();
        for (int i = 0; i < problems.size() - 1; i++) {
            err.println("verify: " + problems.get(i));
        }
        throw new IOException(problems.get(problems.size() - 1));
    }
}
