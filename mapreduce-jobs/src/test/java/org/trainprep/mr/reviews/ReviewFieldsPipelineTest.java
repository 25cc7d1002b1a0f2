package org.trainprep.mr.reviews;

import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.testdata.Fixtures;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.trainprep.mr.reviews.PipelineRuns.rows;

/**
 * Any JSON-lines corpus through {@code --text-field}/{@code --label-field}: the same 300 reviews
 * written as Amazon Reviews 2023 and as Yelp give exactly the rows and vocabulary of today's shape.
 */
class ReviewFieldsPipelineTest {

    @TempDir
    Path tmp;

    private final Configuration conf = PipelineRuns.localConf();

    private Path run(String fixture, String... fieldArgs) throws Exception {
        Path in = Fixtures.copy(fixture, tmp.resolve("in-" + fixture.hashCode()));
        Path out = tmp.resolve("out-" + fixture.hashCode() + "-" + fieldArgs.length);
        List<String> args = new ArrayList<>(List.of("--input", in.toString(), "--output", out.toString(),
                "--reducers", "2"));
        args.addAll(List.of(fieldArgs));
        PipelineRuns.Run r = PipelineRuns.tool(conf, args.toArray(new String[0]));
        assertThat(r.exit()).as(r.err()).isZero();
        return out;
    }

    @Test
    void amazon2023AndYelpShapesGiveTodaysRows() throws Exception {
        Path today = run(Fixtures.FIELDS_TODAY_SHAPE);
        Path amazon2023 = run(Fixtures.AMAZON_2023_SHAPE, "--text-field", "text", "--label-field", "rating");
        Path yelp = run(Fixtures.YELP_SHAPE, "--text-field", "text", "--label-field", "stars");

        List<List<Integer>> want = rows(today.resolve("combined_result_5class.h5"));
        assertThat(want).hasSizeGreaterThan(100);
        assertThat(rows(amazon2023.resolve("combined_result_5class.h5"))).isEqualTo(want);
        assertThat(rows(yelp.resolve("combined_result_5class.h5"))).isEqualTo(want);
        assertThat(Files.readString(amazon2023.resolve("vocab.json"))).isEqualTo(Files.readString(today.resolve("vocab.json")));
        assertThat(Files.readString(yelp.resolve("vocab.json"))).isEqualTo(Files.readString(today.resolve("vocab.json")));
    }

    @Test
    void severalTextFieldsAreJoinedInTheOrderGiven() throws Exception {
        Path joined = run(Fixtures.FIELDS_TODAY_SHAPE, "--text-field", "summary", "--text-field", "reviewText",
                "--label-field", "overall");
        Path reviewOnly = run(Fixtures.FIELDS_TODAY_SHAPE);
        assertThat(rows(joined.resolve("combined_result_5class.h5")))
                .isNotEqualTo(rows(reviewOnly.resolve("combined_result_5class.h5")));
        // words found only in summaries ("Five Stars", "Three Stars") now reach the vocabulary
        assertThat(Files.readString(joined.resolve("vocab.json"))).contains("\"five\"", "\"three\"");
        assertThat(Files.readString(reviewOnly.resolve("vocab.json"))).doesNotContain("\"five\"", "\"three\"");
    }

    @Test
    void aLineWithoutTheNamedFieldIsRejectedNamingIt() throws Exception {
        // today's shape read as if it were Yelp: no "stars" in any line
        Path in = Fixtures.copy(Fixtures.FIELDS_TODAY_SHAPE, tmp.resolve("in"));
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", in.toString(), "--output",
                tmp.resolve("out").toString(), "--text-field", "reviewText", "--label-field", "stars");
        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("RATING_MISSING").contains("stars");
    }

    @Test
    void rejectSamplesNameTheMissingField() throws Exception {
        Path in = tmp.resolve("mixed.json");
        Files.writeString(in, String.join("\n",
                "{\"text\": \"good value\", \"stars\": 4}",
                "{\"body\": \"no text field\", \"stars\": 4}",
                "{\"text\": \"no label\"}",
                "{\"text\": \"fine works\", \"stars\": 5}") + "\n");
        Path out = tmp.resolve("out");
        PipelineRuns.Run r = PipelineRuns.tool(conf, "--input", in.toString(), "--output", out.toString(),
                "--text-field", "text", "--label-field", "stars", "--max-invalid-fraction", "0.6");
        assertThat(r.exit()).as(r.err()).isZero();
        List<RejectRecord> rejects = new ArrayList<>();
        try (Stream<Path> files = Files.list(out.resolve("_rejects"))) {
            for (Path f : files.toList()) {
                Files.readAllLines(f).forEach(l -> rejects.add(RejectRecord.parse(l)));
            }
        }
        assertThat(rejects).extracting(RejectRecord::reason, RejectRecord::field)
                .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("TEXT_MISSING", "text"),
                        org.assertj.core.groups.Tuple.tuple("RATING_MISSING", "stars"));
    }

    @Test
    void badFieldOptionsAreOneLineUsageErrors() throws Exception {
        Path in = Fixtures.copy(Fixtures.YELP_SHAPE, tmp.resolve("in"));
        PipelineRuns.Run same = PipelineRuns.tool(conf, "--input", in.toString(), "--output",
                tmp.resolve("o1").toString(), "--text-field", "text", "--label-field", "text");
        assertThat(same.exit()).isEqualTo(2);
        assertThat(same.err().strip()).doesNotContain("\n").contains("--label-field text is also a --text-field");
        PipelineRuns.Run four = PipelineRuns.tool(conf, "--input", in.toString(), "--output",
                tmp.resolve("o2").toString(), "--label-values", "1,2,3,4");
        assertThat(four.exit()).isEqualTo(2);
        assertThat(four.err()).contains("--label-values needs five distinct values");
    }
}
