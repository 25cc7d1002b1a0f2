package org.trainprep.combiner.s3;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.combiner.CombinerTool;
import org.trainprep.core.census.CensusLayout;
import org.trainprep.core.census.CensusParts;
import org.trainprep.core.census.MissingPolicy;
import org.trainprep.core.util.Sha256;
import org.trainprep.testdata.CensusGenerator;
import software.amazon.awssdk.core.sync.RequestBody;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code combine} recognises parts by their own attributes whatever their type: census parts
 * (which merge dataset by dataset) on the local disk and on the in-process S3 server give the file
 * one writer over the whole input makes, its manifest stating the SHA-256 the merge took on the way
 * (on S3: streamed as a multipart upload, no local copy).
 */
class S3CombineCensusPartsTest {

    static final String BUCKET = "census";

    @RegisterExtension
    static final S3ServerExtension S3 = new S3ServerExtension(BUCKET);

    @TempDir
    Path tmp;

    private record Result(int code, String out, String err) {
    }

    private static Result combine(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = new CombinerTool(new PrintStream(out, true), new PrintStream(err, true),
                o -> S3Access.create(o.s3(), List.of())).run(args);
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private Path parts(Path dir) throws Exception {
        Path in = tmp.resolve("in.csv");
        // about 11 bytes a row in census.h5: more than one 5 MiB upload part, so S3 gets a multipart upload
        new CensusGenerator(5, 0.03, 0.01).write(in, 600_000);
        return CensusParts.write(in, dir, tmp, MissingPolicy.IMPUTE_MODE, CensusLayout.XY, 0.2, 4, -1);
    }

    @Test
    void censusPartsCombineLocallyIntoTheSingleWritersFile() throws Exception {
        Path dir = tmp.resolve("parts");
        Path reference = parts(dir);
        Path out = tmp.resolve("out");
        Result r = combine("--input", dir.toString(), "--output", out.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("combined 4 parts").contains("each dataset its parts' in part order");
        assertThat(Files.mismatch(reference, out.resolve("census.h5"))).isEqualTo(-1L);
        JsonNode m = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(m.path("format").asText()).isEqualTo("trainprep-census");
        assertThat(m.path("sha256").asText()).isEqualTo(Sha256.of(reference));
    }

    @Test
    void censusPartsOnS3AreStreamedIntoOneObjectInPartsWithItsDigest() throws Exception {
        Path dir = tmp.resolve("s3parts");
        Path reference = parts(dir);
        assertThat(Files.size(reference)).as("bigger than one 5 MiB upload part").isGreaterThan(5L << 20);
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                S3.s3().putObject(b -> b.bucket(BUCKET).key("run/parts/" + p.getFileName()), RequestBody.fromFile(p));
            }
        }
        Result r = combine("--input", "s3://" + BUCKET + "/run/parts/", "--output", "s3://" + BUCKET + "/run/",
                "--endpoint-url", S3.server().endpoint().toString(), "--path-style", "--part-mb", "5");
        assertThat(r.code()).as(r.err()).isZero();
        Path got = tmp.resolve("got.h5");
        Files.write(got, S3.s3().getObjectAsBytes(b -> b.bucket(BUCKET).key("run/census.h5")).asByteArray());
        assertThat(Files.mismatch(reference, got)).isEqualTo(-1L);
        JsonNode m = new ObjectMapper().readTree(S3.s3().getObjectAsBytes(b -> b.bucket(BUCKET).key("run/manifest.json"))
                .asByteArray());
        assertThat(m.path("sha256").asText()).isEqualTo(Sha256.of(reference));
        assertThat(m.path("parts")).hasSize(4);
        assertThat(S3.s3().listMultipartUploads(b -> b.bucket(BUCKET).prefix("run/")).uploads()).isEmpty();
    }
}
