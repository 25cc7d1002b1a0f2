package org.trainprep.mr.reviews;

import org.trainprep.run.reviews.ReviewsSummary;

import org.trainprep.core.reviews.ReviewsOptions;
import org.trainprep.core.rejects.RejectRecord;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.cli.UsageException;
import org.trainprep.core.h5.ElementType;
import org.trainprep.core.reviews.LabelScheme;
import org.trainprep.core.reviews.RejectReason;
import org.trainprep.testdata.Fixtures;
import org.trainprep.testdata.Interop;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.trainprep.mr.reviews.PipelineRuns.assertCountsAddUp;

/**
 * The third-party Amazon samples in ../shared/realdata (see its README for the quirks asserted
 * here). Skipped with a message when that folder is absent.
 */
class RealDataTest {

    @TempDir
    Path tmp;

    private ReviewsSummary run(Path input, int reducers) throws Exception, UsageException {
        // a small split size so each file is read as several splits, like a big file on a cluster
        var conf = PipelineRuns.localConf();
        conf.setLong("mapreduce.input.fileinputformat.split.maxsize", 512 * 1024);
        return new ReviewsPipeline(conf).run(ReviewsOptions.defaults(List.of(input.toString()),
                tmp.resolve("out").toString()).withParts(new ReviewsOptions.Parts(reducers,
                org.trainprep.core.sizing.PartSizing.DEFAULT_TARGET_PART_BYTES, 0, true)));
    }

    @Test
    void beauty2018ShapeWithMissingTextsAndRepeatedReviews() throws Exception {
        ReviewsSummary s = run(Fixtures.realDataFile("All_Beauty_5.json"), 2);
        assertThat(s.linesRead()).isEqualTo(5269);
        assertThat(s.invalid()).isEqualTo(5);
        assertThat(s.invalidByReason()).containsEntry(RejectReason.TEXT_MISSING, 5L);
        assertThat(s.valid()).isEqualTo(5264);
        // the same review is listed once per product variant: far fewer distinct texts than records
        assertThat(s.distinctTexts()).isLessThan(5264 - 1053);
        assertCountsAddUp(s);
        checkInH5py(s);
    }

    @Test
    void cellPhones2014ArrayDumpWithCrLfAndATruncatedLastRecord() throws Exception {
        ReviewsSummary s = run(Fixtures.realDataFile("Cell_Phones_and_Accessories_5.json"), 3);
        assertThat(s.linesRead()).isEqualTo(4777);
        assertThat(s.valid()).isEqualTo(4776);
        assertThat(s.invalid()).isEqualTo(1);
        assertThat(s.invalidByReason()).containsEntry(RejectReason.NOT_JSON_OBJECT, 1L);
        assertThat(s.vocabWords()).isEqualTo(10_000);
        assertThat(s.nVocab()).isEqualTo(10_003);
        assertCountsAddUp(s);
        List<String> rejects;
        try (var files = Files.list(tmp.resolve("out/_rejects"))) {
            rejects = Files.readAllLines(files.findFirst().orElseThrow());
        }
        assertThat(rejects).singleElement().satisfies(l -> assertThat(RejectRecord.parse(l).reason()).isEqualTo("NOT_JSON_OBJECT"));
        checkInH5py(s);
    }

    private void checkInH5py(ReviewsSummary s) {
        String out = Interop.python("""
                import sys, h5py
                f = h5py.File(sys.argv[1], 'r')
                k = len(f.keys())
                rows = sum(f[str(i)].shape[0] for i in range(k))
                widths = {f[str(i)].shape[1] for i in range(k)}
                labels = set()
                mx = 0
                for i in range(k):
                    d = f[str(i)][:]
                    labels |= set(d[:, -1].tolist())
                    mx = max(mx, int(d[:, :-1].max()))
                print(rows, sorted(widths), sorted(labels), mx < int(f.attrs['n_vocab']))
                """, tmp.resolve("out/combined_result_5class.h5").toString());
        assertThat(out.strip()).isEqualTo(s.distinctTexts() + " [101] [1, 2, 3, 4, 5] True");
    }
}
