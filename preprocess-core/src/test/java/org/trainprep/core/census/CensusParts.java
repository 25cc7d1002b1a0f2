package org.trainprep.core.census;

import org.trainprep.core.io.TextLines;
import org.trainprep.core.rejects.InputBudget;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Test helper: census parts of one input written the way tasks write them (statistics over the
 * whole input first, then one part per consecutive stretch of lines, named by position), and the
 * file the reference runner's single writer makes of the same input, to compare a merge with.
 */
public final class CensusParts {

    private CensusParts() {
    }

    /**
     * Writes {@code stretches} parts of {@code in} into {@code dir} and returns the reference
     * {@code census.h5} (written under {@code tmp}).
     *
     * @param rowsRead the first-pass count the parts record, or -1 for the true one (another value
     *                 makes parts of "another run")
     */
    public static Path write(Path in, Path dir, Path tmp, MissingPolicy missing, CensusLayout layout, double valFraction,
                             int stretches, long rowsRead) throws IOException {
        CensusSchema schema = CensusSchema.caPums5full();
        CensusOptions options = CensusOptions.of(List.of(in.toString()), tmp.resolve("out").toString(),
                CensusOptions.Rows.hdf5(null, missing, layout)).withSplit(new RowSplit(valFraction, 9))
                .withBudget(new InputBudget(1, 1, false));
        Path reference = tmp.resolve("reference-" + System.nanoTime() + ".h5");
        Map<String, Long> counts = new LocalCensusRunner(schema).run(List.of(in), options, reference, tmp).counts();

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
        Files.createDirectories(dir);
        int per = (lines.size() + stretches - 1) / stretches;
        for (int s = 0; s < stretches; s++) {
            Path part = dir.resolve(CensusFileType.partName(0, s));
            try (CensusFileWriter w = new CensusFileWriter(part, tmp, schema, layout, imputer, options.split())) {
                for (TextLines.Line l : lines.subList(Math.min(lines.size(), s * per), Math.min(lines.size(), (s + 1) * per))) {
                    CensusRow r = parser.parse(l.text());
                    if (r.kind() == CensusRow.Kind.RECORD) {
                        w.add(r.codes(), in.getFileName().toString(), l.offset());
                    }
                }
                w.finishPart(new CensusFileWriter.Counts(rowsRead < 0 ? counts.get("LINES_READ") : rowsRead,
                        counts.get("INVALID")), CensusFormat.HDF5);
            }
        }
        return reference;
    }
}
