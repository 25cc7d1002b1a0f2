package org.trainprep.core.census;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.trainprep.core.io.TextLines;
import org.trainprep.core.util.LookaheadIterator;

/**
 * The census job in one thread, on local files, with no engine: the reference the MapReduce and
 * Spark jobs are checked against, byte for byte. Lines and positions are Hadoop's
 * ({@link TextLines}).
 *
 * <p>Two passes over the input: statistics first (needed before any row is imputed), then rows.
 */
public final class LocalCensusRunner {

    private final CensusSchema schema;

    public LocalCensusRunner(CensusSchema schema) {
        this.schema = schema;
    }

    /** Counts and results of a run. */
    public record Outcome(Map<String, Long> counts, CensusAssembler.Result result) {
    }

    public Outcome run(List<Path> files, CensusOptions options, Path outFile, Path tempDir) throws IOException {
        Map<Path, CensusParser> parsers = parsers(files);
        CensusStatistics stats = new CensusStatistics(schema.features().size() + 1);
        CensusCounts tally = new CensusCounts();
        for (Path f : files) {
            CensusParser parser = parsers.get(f);
            try (TextLines lines = new TextLines(f)) {
                while (lines.hasNext()) {
                    CensusRow row = row(parser, lines.next());
                    tally.add(row);
                    if (row.kind() == CensusRow.Kind.RECORD) {
                        stats.add(row.codes());
                    }
                }
            }
        }
        Map<String, Long> counts = tally.toMap();
        Iterator<CensusAssembler.PositionedRow> rows = new RowIterator(files, parsers);
        CensusAssembler.Result result = CensusAssembler.write(outFile, tempDir, schema, options, stats, rows,
                new CensusFileWriter.Counts(counts.get(CensusCounters.LINES_READ.name()),
                        counts.get(CensusCounters.INVALID.name())));
        return new Outcome(counts, result);
    }

    /** A line's row, as the engines' passes see it. */
    private static CensusRow row(CensusParser parser, TextLines.Line l) {
        return l.tooLong() ? CensusRow.TOO_LONG_ROW : parser.parse(l.text());
    }

    /** A parser per file, reading it by its own header's column order ({@link CensusSchema#forFirstLine}). */
    private Map<Path, CensusParser> parsers(List<Path> files) throws IOException {
        Map<Path, CensusParser> parsers = new java.util.HashMap<>();
        for (Path f : files) {
            try (TextLines lines = new TextLines(f)) {
                String first = lines.hasNext() ? lines.next().text() : "";
                parsers.put(f, new CensusParser(schema.forFirstLine(first, f.toString())));
            }
        }
        return parsers;
    }

    /** The records of all files, in input order, re-parsed in the second pass. */
    private static final class RowIterator extends LookaheadIterator<CensusAssembler.PositionedRow> {
        private final Iterator<Path> files;
        private final Map<Path, CensusParser> parsers;
        private CensusParser parser;
        private TextLines lines;
        private String fileName;

        RowIterator(List<Path> files, Map<Path, CensusParser> parsers) {
            this.files = new ArrayList<>(files).iterator();
            this.parsers = parsers;
        }

        @Override
        protected CensusAssembler.PositionedRow computeNext() throws IOException {
            while (true) {
                while (lines != null && lines.hasNext()) {
                    TextLines.Line l = lines.next();
                    CensusRow row = row(parser, l);
                    if (row.kind() == CensusRow.Kind.RECORD) {
                        return new CensusAssembler.PositionedRow(fileName, l.offset(), row.codes());
                    }
                }
                if (lines != null) {
                    lines.close();
                }
                if (!files.hasNext()) {
                    lines = null;
                    return null;
                }
                Path f = files.next();
                fileName = f.getFileName().toString();
                parser = parsers.get(f);
                lines = new TextLines(f);
            }
        }
    }
}
