package org.trainprep.core.census;

import io.jhdf.HdfFile;
import io.jhdf.api.Attribute;
import io.jhdf.api.Dataset;
import io.jhdf.api.Group;
import io.jhdf.api.Node;
import io.jhdf.dataset.ContiguousDatasetImpl;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.core.rejects.RejectRecord;
import org.trainprep.core.util.Sha256;
import org.trainprep.testdata.CensusGenerator;
import org.trainprep.testdata.Fixtures;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The census contract every engine must meet (Iceberg-style: each engine module extends this).
 * For the same inputs and options, the engine's {@code census.h5} must hold byte-identical
 * datasets and equal attributes to {@link LocalCensusRunner}'s, and its counts must be equal.
 */
public abstract class CensusEngineContract {

    @TempDir
    protected Path tmp;

    private static final CensusOptions.Rows DROP_XY = CensusOptions.Rows.hdf5(null, MissingPolicy.DROP, CensusLayout.XY);

    /**
     * Runs the engine with {@code options} (its output directory gets {@code census.h5}) and
     * returns its counts by name. With {@code manySplits} the engine must read the input as many
     * small splits/partitions (e.g. a 64 KiB maximum split size), as it would a big file.
     */
    protected abstract Map<String, Long> runEngine(CensusOptions options, boolean manySplits) throws Exception;

    /** Checks the engine against the reference; the counts both gave. */
    private Map<String, Long> check(List<Path> files, String schemaFile, MissingPolicy missing, CensusLayout layout,
                                    double valFraction, long seed, boolean manySplits) throws Exception {
        CensusSchema schema = CensusSchema.caPums5full();
        if (schemaFile != null) {
            try (InputStream in = Files.newInputStream(Path.of(schemaFile))) {
                schema = CensusSchema.read(in);
            }
        }
        Path engineOut = tmp.resolve("engine-" + System.nanoTime());
        // the fixture is mostly dirt on purpose: the contract is about engines agreeing, not the budget
        CensusOptions options = CensusOptions.of(files.stream().map(Path::toString).toList(), engineOut.toString(),
                        CensusOptions.Rows.hdf5(schemaFile, missing, layout)).withSplit(new RowSplit(valFraction, seed))
                .withBudget(new org.trainprep.core.rejects.InputBudget(1.0, 1, false));
        Path reference = tmp.resolve("reference.h5");
        LocalCensusRunner.Outcome expected = new LocalCensusRunner(schema).run(files, options, reference, tmp);

        Map<String, Long> counts = new TreeMap<>(runEngine(options, manySplits));
        assertThat(counts).as("counts").isEqualTo(expected.counts());
        assertSameContent(reference, engineOut.resolve(CensusOptions.FILE_NAME));
        assertPublished(engineOut, counts);
        return counts;
    }

    /**
     * Published as one run: the manifest (last) names the run and states the file's size and
     * digest, nothing of the run is left, and the rejects are lossless JSON lines, every one of them
     * kept while there are fewer than one task's sample.
     */
    private static void assertPublished(Path out, Map<String, Long> counts) throws Exception {
        Path file = out.resolve(CensusOptions.FILE_NAME);
        JsonNode m = new ObjectMapper().readTree(out.resolve("manifest.json").toFile());
        assertThat(m.path("format").asText()).isEqualTo(CensusAssembler.FORMAT);
        assertThat(m.path("run_id").asText()).startsWith("census-");
        assertThat(m.path("bytes").asLong()).isEqualTo(Files.size(file));
        assertThat(m.path("sha256").asText()).isEqualTo(Sha256.of(file));
        try (var names = Files.list(out)) {
            assertThat(names.map(p -> p.getFileName().toString()))
                    .containsExactlyInAnyOrder(CensusOptions.FILE_NAME, "manifest.json", "_rejects", "stats.json",
                            "report.html");
        }
        List<RejectRecord> rejects = new java.util.ArrayList<>();
        try (var samples = Files.list(out.resolve("_rejects"))) {
            for (Path f : samples.toList()) {
                // one name on every engine: the split's index in input order
                assertThat(f.getFileName().toString()).matches("rejects-\\d{5}\\.jsonl");
                Files.readAllLines(f).forEach(l -> rejects.add(RejectRecord.parse(l)));
            }
        }
        long invalid = counts.get(CensusCounters.INVALID.name());
        if (invalid <= 100) {
            assertThat(rejects).hasSize((int) invalid);
        }
        assertThat(rejects).allSatisfy(r -> assertThat(CensusRejectReason.valueOf(r.reason())).isNotNull());
    }

    static void assertSameContent(Path expected, Path actual) {
        try (HdfFile e = new HdfFile(expected); HdfFile a = new HdfFile(actual)) {
            assertSameNode(e, a);
        }
    }

    private static void assertSameNode(Node e, Node a) {
        assertThat(a.getType()).as(e.getPath()).isEqualTo(e.getType());
        for (Map.Entry<String, Attribute> attr : e.getAttributes().entrySet()) {
            if (attr.getKey().equals("_jHDF")) {
                continue; // jhdf's own stamp: its version reads differently inside a shaded jar
            }
            assertThat(a.getAttribute(attr.getKey())).as("attribute %s of %s", attr.getKey(), e.getPath()).isNotNull();
            assertThat(a.getAttribute(attr.getKey()).getData()).as("attribute %s of %s", attr.getKey(), e.getPath())
                    .isEqualTo(attr.getValue().getData());
        }
        if (e instanceof Group eg) {
            assertThat(((Group) a).getChildren().keySet()).as(e.getPath()).isEqualTo(eg.getChildren().keySet());
            for (Map.Entry<String, Node> child : eg.getChildren().entrySet()) {
                assertSameNode(child.getValue(), ((Group) a).getChild(child.getKey()));
            }
        } else if (e instanceof Dataset ed) {
            Dataset ad = (Dataset) a;
            assertThat(ad.getDimensions()).as(e.getPath()).isEqualTo(ed.getDimensions());
            assertThat(ad.getDataType().getSize()).as(e.getPath()).isEqualTo(ed.getDataType().getSize());
            assertThat(ad.getJavaType()).as(e.getPath()).isEqualTo(ed.getJavaType());
            if (ed.getSize() > 0) {
                assertThat(((ContiguousDatasetImpl) ad).getDataBuffer()).as("bytes of " + e.getPath())
                        .isEqualTo(((ContiguousDatasetImpl) ed).getDataBuffer());
            }
        }
    }

    private Path fixture() {
        return Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp.resolve("in"));
    }

    private Path generated(String name, long rows, double missing, double invalid) throws Exception {
        Path f = tmp.resolve("in").resolve(name);
        Files.createDirectories(f.getParent());
        new CensusGenerator(17, missing, invalid).write(f, rows);
        return f;
    }

    @Test
    void fixtureDropXy() throws Exception {
        check(List.of(fixture()), null, MissingPolicy.DROP, CensusLayout.XY, 0, 0, false);
    }

    @Test
    void fixtureImputeModePackageWithValidationSplit() throws Exception {
        check(List.of(fixture()), null, MissingPolicy.IMPUTE_MODE, CensusLayout.PACKAGE, 0.5, 11, false);
    }

    /** A line past what the readers keep (8 MiB) is one invalid line, LINE_TOO_LONG, and the rows around it are read. */
    @Test
    void aLineLongerThanTheReadersKeepIsOneInvalidLine() throws Exception {
        Path f = generated("CaPUMS5full.csv", 3_000, 0.01, 0.002);
        List<String> lines = new java.util.ArrayList<>(Files.readAllLines(f));
        lines.add(1_500, "1,".repeat(org.trainprep.core.stage.LineFn.MAX_LINE_BYTES / 2 + 1));
        Files.write(f, lines);
        assertThat(check(List.of(f), null, MissingPolicy.DROP, CensusLayout.XY, 0.2, 3, false))
                .containsEntry(CensusRejectReason.LINE_TOO_LONG.name(), 1L);
    }

    @Test
    void generatedDropWithSplitOverManySplits() throws Exception {
        check(List.of(generated("CaPUMS5full.csv", 40_000, 0.01, 0.002)), null, MissingPolicy.DROP,
                CensusLayout.XY, 0.2, 3, true);
    }

    /** A gzip file read in ranges of its text by several tasks (64 KB with many splits): the reference's split and fills. */
    @Test
    void aLargeGzipFileReadInRangesGivesTheReferenceSplitAndFills() throws Exception {
        Path plain = generated("ranges.csv", 40_000, 0.05, 0.01);
        Path gz = tmp.resolve("in").resolve("ranges.csv.gz");
        try (var z = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            z.write(Files.readAllBytes(plain));
        }
        Files.delete(plain);
        check(List.of(gz), null, MissingPolicy.IMPUTE_MEAN, CensusLayout.XY, 0.1, 5, true);
    }

    @Test
    void twoFilesImputeMeanOverManySplits() throws Exception {
        Path a = generated("a.csv", 20_000, 0.05, 0.01);
        Path b = generated("b.csv", 15_000, 0.02, 0.0);
        check(List.of(a, b), null, MissingPolicy.IMPUTE_MEAN, CensusLayout.XY, 0.1, 5, true);
    }

    /** The same file with its columns in reverse order, header included, under the same name elsewhere. */
    private Path reversedColumns(Path canonical) throws Exception {
        Path out = tmp.resolve("reversed").resolve(canonical.getFileName());
        Files.createDirectories(out.getParent());
        List<String> lines = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(canonical)) {
            List<String> fields = new java.util.ArrayList<>(List.of(line.split(",", -1)));
            if (fields.size() == 12) {
                java.util.Collections.reverse(fields);
            }
            lines.add(String.join(",", fields));
        }
        Files.write(out, lines);
        return out;
    }

    private static Object dataset(Path file, String name) {
        try (HdfFile f = new HdfFile(file)) {
            return f.getDatasetByPath(name).getData();
        }
    }

    @Test
    void aHeaderInAnotherOrderIsReadByNameInEverySplit() throws Exception {
        Path canonical = generated("CaPUMS5full.csv", 30_000, 0.01, 0.002);
        Path reversed = reversedColumns(canonical);
        assertThat(Files.readAllLines(reversed).get(0)).startsWith("\"targetted\",\"blackfemale\"");
        // the reference runner itself reads both alike...
        CensusSchema schema = CensusSchema.caPums5full();
        CensusOptions a = CensusOptions.of(List.of(canonical.toString()), tmp.resolve("a").toString(), DROP_XY);
        CensusOptions b = CensusOptions.of(List.of(reversed.toString()), tmp.resolve("b").toString(), DROP_XY);
        Path ha = tmp.resolve("a.h5");
        Path hb = tmp.resolve("b.h5");
        LocalCensusRunner.Outcome oa = new LocalCensusRunner(schema).run(List.of(canonical), a, ha, tmp);
        LocalCensusRunner.Outcome ob = new LocalCensusRunner(schema).run(List.of(reversed), b, hb, tmp);
        assertThat(ob.counts()).isEqualTo(oa.counts());
        assertThat(dataset(hb, "x")).isEqualTo(dataset(ha, "x"));
        assertThat(dataset(hb, "y")).isEqualTo(dataset(ha, "y"));
        // ...and the engine matches it over many splits, most of which never see the header
        check(List.of(reversed), null, MissingPolicy.DROP, CensusLayout.XY, 0, 0, true);
    }

    @Test
    void aHeaderWithAnUnnamedOrNumericColumnIsStillReadByNameInEverySplit() throws Exception {
        // every line ends with a comma (an unnamed last column), the header in another order, and a year
        // as a column name: most of the first line's fields are names, so it is a header, not a data row
        Path canonical = generated("CaPUMS5full.csv", 30_000, 0.01, 0.002);
        List<String> lines = Files.readAllLines(reversedColumns(canonical));
        lines.set(0, lines.get(0).replace("\"targetted\"", "2019"));
        Path trailing = tmp.resolve("trailing").resolve("CaPUMS5full.csv");
        Files.createDirectories(trailing.getParent());
        Files.write(trailing, lines.stream().map(l -> l + ",").toList());
        CensusSchema own = CensusSchema.caPums5full().forFirstLine(lines.get(0) + ",", "f.csv");
        assertThat(own.columns()).hasSize(13).startsWith("2019", "blackfemale").endsWith("sex", "");
        Map<String, Long> counts = check(List.of(trailing), null, MissingPolicy.DROP, CensusLayout.XY, 0, 0, true);
        Map<String, Long> plain = new TreeMap<>(new LocalCensusRunner(CensusSchema.caPums5full()).run(List.of(canonical),
                CensusOptions.of(List.of(canonical.toString()), tmp.resolve("c").toString(), DROP_XY), tmp.resolve("c.h5"),
                tmp).counts());
        // the same records and rows (a garbage line without commas has two fields now: WRONG_ARITY, not GARBAGE)
        for (String kind : List.of("RECORDS", "INVALID", "HEADER", "VALUE_OUTSIDE_SCHEMA")) {
            assertThat(counts.get(kind)).as(kind).isEqualTo(plain.get(kind));
        }
        assertThat(dataset(tmp.resolve("reference.h5"), "x")).isEqualTo(dataset(tmp.resolve("c.h5"), "x"));
        assertThat(dataset(tmp.resolve("reference.h5"), "y")).isEqualTo(dataset(tmp.resolve("c.h5"), "y"));
    }

    @Test
    void aHeaderLackingASchemaColumnIsRefusedNamingBoth() {
        CensusSchema schema = CensusSchema.caPums5full();
        assertThatThrownBy(() -> schema.forFirstLine("sex,married,black,asian,collegedegree,jobless,a,b,c,d,e,f", "f.csv"))
                .hasMessageContaining("the header of f.csv is [sex, married, black, asian, collegedegree, jobless")
                .hasMessageContaining("which lacks [militaryservice, uscitizen, disability, englishability, employed]");
        assertThat(schema.forFirstLine("1,0,1,0,1,1,0,1,0,1,0,0", "f.csv")).isSameAs(schema);
        // a data row with a few garbled fields stays a data row
        assertThat(schema.forFirstLine("1,0,x,0,1,NA,0,y,0,1,0,0", "f.csv")).isSameAs(schema);
        assertThatThrownBy(() -> schema.forFirstLine(String.join(",", schema.columns()) + ",sex", "f.csv"))
                .hasMessageContaining("names [sex] twice").hasMessageContaining("rename or remove");
        assertThat(schema.forFirstLine(String.join(",", schema.columns()) + ",,", "f.csv").columns()).hasSize(14);
        assertThatThrownBy(() -> schema.forFirstLine("\uFFFDs\0e\0x\0,\0m\0", "f.csv"))
                .hasMessageContaining("f.csv holds NUL bytes").hasMessageContaining("iconv -f UTF-16");
        assertThat(schema.forFirstLine(String.join(",", schema.columns()), "f.csv")).isSameAs(schema);
    }

    @Test
    void realCaPumsMiniSampleWithImputation() throws Exception {
        check(List.of(Fixtures.realDataFile("CaPUMS5full_mini_data.csv")), null, MissingPolicy.IMPUTE_MODE,
                CensusLayout.XY, 0, 0, false);
    }

    @Test
    void aDamagedCompressedInputIsNamedAndNothingIsPublished() throws Exception {
        Path gz = tmp.resolve("in").resolve("census.csv.gz");
        Files.createDirectories(gz.getParent());
        try (var o = new java.util.zip.GZIPOutputStream(Files.newOutputStream(gz))) {
            o.write(Files.readAllBytes(generated("big.csv", 50_000, 0.01, 0.0)));
        }
        try (var f = new java.io.RandomAccessFile(gz.toFile(), "rw")) {
            f.setLength(f.length() / 2);
        }
        Path out = tmp.resolve("damaged-out");
        CensusOptions options = CensusOptions.of(List.of(gz.toString()), out.toString(), DROP_XY);
        assertThatThrownBy(() -> runEngine(options, false))
                .hasMessageContaining("input " + gz.toUri().toString().replace("file:///", "file:/") + " cannot be read")
                .hasMessageContaining("replace it");
        assertThat(out).doesNotExist();

        Path plain = tmp.resolve("in").resolve("plain.csv.gz");
        Files.copy(fixture(), plain);
        CensusOptions named = CensusOptions.of(List.of(plain.toString()), out.toString(), DROP_XY);
        assertThatThrownBy(() -> runEngine(named, false)).hasMessageContaining("plain.csv.gz cannot be read: not a gzip file");
        assertThat(out).doesNotExist();
    }

    @Test
    void aWholeFileOfAnotherKindAmongGoodOnesIsNamedThoughTheRunsBudgetWouldPassIt() throws Exception {
        Path good = generated("good.csv", 20_000, 0.01, 0.0);
        Path other = tmp.resolve("in").resolve("reviews.json");
        StringBuilder json = new StringBuilder();
        for (int i = 0; i < 1_000; i++) {
            json.append("{\"overall\": 5.0, \"reviewText\": \"fine, thanks ").append(i).append("\"}\n");
        }
        Files.writeString(other, json);
        Path out = tmp.resolve("mixed-out");
        // 1,000 invalid lines among 21,000: well inside a 10% budget, but every line of one file is invalid
        CensusOptions options = CensusOptions.of(List.of(good.toString(), other.toString()), out.toString(), DROP_XY)
                .withBudget(new org.trainprep.core.rejects.InputBudget(0.1, 1, false));
        assertThatThrownBy(() -> runEngine(options, false))
                .hasMessageContaining("reviews.json yielded")
                .hasMessageContaining("fix or remove it")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("--skip-corrupt-files"));
        assertThat(out).doesNotExist();
    }

    /**
     * Two extracts in other column orders joined with {@code cat}: the second header is no row, and
     * the rows after it cannot be read by the first header's order, so the run fails naming the file
     * and the header's byte, in any split, and publishes nothing (they were read by position,
     * labels and features swapped).
     */
    @Test
    void aHeaderInAnotherOrderAfterTheFirstLineFailsTheRunNamingIt() throws Exception {
        Path f = generated("joined.csv", 2_000, 0.0, 0.0);
        List<String> first = Files.readAllLines(f);
        List<String> columns = new java.util.ArrayList<>(List.of(first.get(0).split(",")));
        java.util.Collections.rotate(columns, 5);
        List<String> joined = new java.util.ArrayList<>(first);
        long at = first.stream().mapToLong(l -> l.length() + 1).sum();
        joined.add(String.join(",", columns));
        joined.addAll(first.subList(1, 500));
        Files.write(f, joined);
        Path out = tmp.resolve("joined-out");
        CensusOptions options = CensusOptions.of(List.of(f.toString()), out.toString(), DROP_XY)
                .withBudget(new org.trainprep.core.rejects.InputBudget(1.0, 1, false));
        assertThatThrownBy(() -> runEngine(options, true))
                .hasMessageContaining("joined.csv holds a header at byte " + at + " naming the columns in another order");
        assertThat(out).doesNotExist();
    }

    @Test
    void fultonWithItsSchema() throws Exception {
        Path fulton = Fixtures.realDataFile("FultonPUMS5full.csv");
        Path schema = Fixtures.copy(Fixtures.FULTON_SCHEMA, tmp.resolve("schema"));
        check(List.of(fulton), schema.toString(), MissingPolicy.DROP, CensusLayout.PACKAGE, 0, 0, true);
    }

    @Test
    void aFailedOverwriteLeavesTheEarlierOutputByteIdentical() throws Exception {
        Path out = tmp.resolve("kept");
        List<String> in = List.of(fixture().toString());
        CensusOptions first = CensusOptions.of(in, out.toString(), DROP_XY)
                .withTarget(new org.trainprep.core.dataset.RunTarget(in, out.toString(), true, null, false))
                .withBudget(new org.trainprep.core.rejects.InputBudget(1.0, 1, false));
        runEngine(first, false);
        Map<String, String> before = org.trainprep.testdata.DirectorySnapshot.of(out);
        assertThat(before).containsKeys(CensusOptions.FILE_NAME, "manifest.json");

        // the budget fails the new run after its first pass, when the old code had already deleted the output
        CensusOptions failing = first.withBudget(new org.trainprep.core.rejects.InputBudget(1.0, 1_000_000_000L, false));
        assertThatThrownBy(() -> runEngine(failing, false)).hasMessageContaining("1000000000");
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out)).isEqualTo(before);
        try (var names = Files.list(tmp)) {
            assertThat(names.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith(".kept"));
        }

        // and one that succeeds replaces it
        runEngine(first.withBudget(new org.trainprep.core.rejects.InputBudget(1.0, 1, false)), false);
        assertThat(org.trainprep.testdata.DirectorySnapshot.of(out).get("manifest.json")).isNotEqualTo(before.get("manifest.json"));
        assertPublished(out, new TreeMap<>(Map.of(CensusCounters.INVALID.name(), 1_000L)));
    }

    @Test
    void recordsDroppedForAMissingValueAreJudgedAgainstMinRowsBeforeAnythingIsPublished() throws Exception {
        String header = "sex,married,black,asian,collegedegree,employed,militaryservice,uscitizen,disability,"
                + "englishability,blackfemale,targetted\n";
        Path featureNa = Files.writeString(tmp.resolve("feature-na.csv"), header + "1,1,0,0,0,1,0,NA,0,1,0,0\n"
                + "0,1,0,0,1,0,1,NA,0,1,0,0\n1,0,1,0,1,1,0,NA,1,0,0,0\n");
        Path out = tmp.resolve("none");
        // every record has a feature missing: the reading pass counted 3 records, the parts hold none
        CensusOptions drop = CensusOptions.of(List.of(featureNa.toString()), out.toString(), DROP_XY);
        assertThatThrownBy(() -> runEngine(drop, false)).hasMessageContaining("0 rows from 4 lines (3 valid")
                .hasMessageContaining("nothing to publish").hasMessageContaining("3 of the 3 records were dropped for a"
                        + " missing value (--missing drop drops a record with any NA; --missing impute-mode");
        assertThat(out).doesNotExist();

        // the label missing in one record of three: two rows, under --min-rows 3, whatever the policy
        Path labelNa = Files.writeString(tmp.resolve("label-na.csv"), header + "1,1,0,0,0,NA,0,1,0,1,0,0\n"
                + "0,1,0,0,1,0,1,1,0,1,0,0\n1,0,1,0,1,1,0,1,1,0,0,0\n");
        Path three = tmp.resolve("three");
        CensusOptions imputed = CensusOptions.of(List.of(labelNa.toString()), three.toString(),
                        CensusOptions.Rows.hdf5(null, MissingPolicy.IMPUTE_MODE, CensusLayout.XY))
                .withBudget(new org.trainprep.core.rejects.InputBudget(0.05, 3, false));
        assertThatThrownBy(() -> runEngine(imputed, false)).hasMessageContaining("2 rows from 4 lines")
                .hasMessageContaining("fewer than --min-rows 3")
                .hasMessageContaining("1 of the 3 records were dropped for a missing value (a record whose label (employed)"
                        + " is missing is always dropped)");
        assertThat(three).doesNotExist();
    }

    @Test
    void quotedFieldsHoldingCommasAndAByteOrderMarkAreReadAsRfc4180OnEveryEngine() throws Exception {
        Path f = tmp.resolve("in").resolve("quoted.csv");
        Files.createDirectories(f.getParent());
        java.util.Random r = new java.util.Random(5);
        StringBuilder sb = new StringBuilder("\uFEFF\"sex\",\"married\",black,asian,collegedegree,employed,militaryservice,"
                + "uscitizen,disability,englishability,blackfemale,targetted\n");
        for (int i = 0; i < 3000; i++) {
            for (int c = 0; c < 11; c++) {
                sb.append(r.nextInt(2)).append(',');
            }
            // every row's last field quoted with a comma inside (it is only counted, not read)
            sb.append("\"").append(r.nextInt(2)).append(", ").append(r.nextInt(2)).append("\"\n");
        }
        Files.writeString(f, sb.toString(), java.nio.charset.StandardCharsets.UTF_8);
        check(List.of(f), null, MissingPolicy.DROP, CensusLayout.XY, 0, 0, true);
        CensusOptions o = CensusOptions.of(List.of(f.toString()), tmp.resolve("counted").toString(), DROP_XY);
        Map<String, Long> counts = runEngine(o, false);
        assertThat(counts.get(CensusCounters.INVALID.name())).isZero();
        assertThat(counts.get(CensusCounters.HEADER.name())).isEqualTo(1);
    }
}
