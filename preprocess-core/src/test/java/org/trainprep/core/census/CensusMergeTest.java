package org.trainprep.core.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.h5.LocalFileSource;
import org.trainprep.core.io.TextLines;
import org.trainprep.testdata.CensusGenerator;

import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Parts written by stretches of the input and merged hold what one writer over the whole input does. */
class CensusMergeTest {

    @TempDir
    Path tmp;

    private void check(MissingPolicy missing, CensusLayout layout, double valFraction, int stretches) throws Exception {
        Path in = tmp.resolve("in.csv");
        new CensusGenerator(5, 0.03, 0.01).write(in, 5_000);
        CensusSchema schema = CensusSchema.caPums5full();
        CensusOptions options = new CensusOptions(List.of(in.toString()), tmp.resolve("out").toString(), null, missing,
                layout, valFraction, 9, false, "any", new org.trainprep.core.rejects.InputBudget(1, 1, false), CensusFormat.HDF5);
        Path reference = tmp.resolve("reference.h5");
        LocalCensusRunner.Outcome expected = new LocalCensusRunner(schema).run(List.of(in), options, reference, tmp);

        // the statistics pass, then parts of consecutive stretches of lines, as tasks write them
        CensusParser parser = new CensusParser(schema);
        CensusStatistics stats = new CensusStatistics(schema.features().size() + 1);
        List<TextLines.Line> lines = new ArrayList<>();
        try (TextLines t = new TextLines(in)) {
            t.forEachRemaining(lines::add);
        }
        for (TextLines.Line l : lines) {
            CensusRow r = parser.parse(l.text());
            if (r.kind() == CensusRow.Kind.RECORD) {
                stats.add(r.codes());
            }
        }
        Imputer imputer = new Imputer(missing, stats, schema.features().size());
        List<CensusMerge.Part> parts = new ArrayList<>();
        int per = (lines.size() + stretches - 1) / stretches;
        for (int s = 0; s < stretches; s++) {
            Path part = tmp.resolve(CensusMerge.partName(0, s));
            try (CensusFileWriter w = new CensusFileWriter(part, tmp, schema, layout, imputer, new RowSplit(valFraction, 9))) {
                for (TextLines.Line l : lines.subList(s * per, Math.min(lines.size(), (s + 1) * per))) {
                    CensusRow r = parser.parse(l.text());
                    if (r.kind() == CensusRow.Kind.RECORD) {
                        w.add(r.codes(), "in.csv", l.offset());
                    }
                }
                w.finishPart();
            }
            parts.add(CensusMerge.Part.open(new LocalFileSource(part), new CensusFileLayout(schema, layout,
                    valFraction > 0, imputer.xType())));
        }
        Path merged = tmp.resolve("merged.h5");
        Map<String, Long> counts = expected.counts();
        CensusMerge.Result result;
        try (FileChannel out = FileChannel.open(merged, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            result = CensusMerge.write(parts, new CensusFileLayout(schema, layout, valFraction > 0, imputer.xType()),
                    missing, new CensusFileWriter.Counts(counts.get("LINES_READ"), counts.get("INVALID")), out);
        } finally {
            for (CensusMerge.Part p : parts) {
                p.close();
            }
        }
        assertThat(result.rowsWritten()).isEqualTo(expected.result().rowsWritten());
        assertThat(result.droppedMissing()).isEqualTo(expected.result().droppedMissing());
        CensusEngineContract.assertSameContent(reference, merged);
        assertThat(Files.size(merged)).isEqualTo(Files.size(reference));
    }

    @Test
    void dropXyWithoutSplitFromSevenParts() throws Exception {
        check(MissingPolicy.DROP, CensusLayout.XY, 0, 7);
    }

    @Test
    void imputeMeanPackageWithSplitFromThreeParts() throws Exception {
        check(MissingPolicy.IMPUTE_MEAN, CensusLayout.PACKAGE, 0.25, 3);
    }

    @Test
    void imputeModeXyWithSplitFromOnePart() throws Exception {
        check(MissingPolicy.IMPUTE_MODE, CensusLayout.XY, 0.5, 1);
    }

    @Test
    void aPartOfAnotherLayoutIsRefusedNamingIt() throws Exception {
        CensusSchema schema = CensusSchema.caPums5full();
        Path part = tmp.resolve("p.h5");
        Imputer imputer = new Imputer(MissingPolicy.DROP, new CensusStatistics(schema.features().size() + 1),
                schema.features().size());
        try (CensusFileWriter w = new CensusFileWriter(part, tmp, schema, CensusLayout.PACKAGE, imputer, new RowSplit(0, 0))) {
            w.finishPart();
        }
        assertThatThrownBy(() -> CensusMerge.Part.open(new LocalFileSource(part),
                new CensusFileLayout(schema, CensusLayout.XY, false, imputer.xType())))
                .hasMessageContaining("p.h5").hasMessageContaining("not a readable census part");
    }
}
