package org.trainprep.core.census;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.trainprep.testdata.Fixtures;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CensusParserTest {

    @TempDir
    Path tmp;

    private final CensusParser parser = new CensusParser(CensusSchema.caPums5full());

    @Test
    void fixtureLinesAreClassifiedOneByOne() throws Exception {
        List<String> lines = Files.readAllLines(Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp), StandardCharsets.UTF_8);
        List<CensusRow> rows = lines.stream().map(parser::parse).toList();
        assertThat(rows).extracting(CensusRow::kind).containsExactly(
                CensusRow.Kind.HEADER, CensusRow.Kind.RECORD, CensusRow.Kind.RECORD, CensusRow.Kind.BLANK,
                CensusRow.Kind.RECORD, CensusRow.Kind.RECORD, CensusRow.Kind.INVALID, CensusRow.Kind.INVALID,
                CensusRow.Kind.INVALID, CensusRow.Kind.INVALID, CensusRow.Kind.INVALID, CensusRow.Kind.RECORD,
                CensusRow.Kind.HEADER, CensusRow.Kind.RECORD);
        assertThat(rows.subList(6, 11)).extracting(CensusRow::reason).containsExactly(
                CensusRejectReason.WRONG_ARITY, CensusRejectReason.WRONG_ARITY, CensusRejectReason.VALUE_OUTSIDE_SCHEMA,
                CensusRejectReason.GARBAGE, CensusRejectReason.GARBAGE);
        // features in schema order (sex married black asian collegedegree militaryservice uscitizen
        // disability englishability), then the label employed
        assertThat(rows.get(1).codes()).containsExactly(1, 1, 0, 0, 0, 0, 1, 0, 1, 1);
        assertThat(rows.get(2).codes()).containsExactly(0, 1, 0, 0, 1, 1, 1, 0, 1, 0);
        assertThat(rows.get(4).codes()).containsExactly(1, 1, 0, 0, 0, 0, -1, 0, 1, 1);
        assertThat(rows.get(5).codes()).containsExactly(1, 0, 1, 0, 0, 0, 1, 0, 1, -1);
        assertThat(rows.get(11).codes()).containsExactly(0, 0, 1, 0, 0, 0, 1, 1, 0, 0);
        assertThat(rows.get(4).hasMissing()).isTrue();
        assertThat(rows.get(1).hasMissing()).isFalse();
    }

    @Test
    void realMiniSampleParses() {
        Path mini = Fixtures.realDataFile("CaPUMS5full_mini_data.csv");
        Map<CensusRow.Kind, Integer> kinds = new EnumMap<>(CensusRow.Kind.class);
        int missing = 0;
        try {
            for (String line : Files.readAllLines(mini)) {
                CensusRow r = parser.parse(line);
                kinds.merge(r.kind(), 1, Integer::sum);
                if (r.hasMissing()) {
                    missing++;
                }
            }
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
        assertThat(kinds).containsEntry(CensusRow.Kind.HEADER, 1).containsEntry(CensusRow.Kind.RECORD, 20)
                .doesNotContainKey(CensusRow.Kind.INVALID);
        assertThat(missing).isEqualTo(1);
    }

    @Test
    void fultonFileParsesWithItsShippedSchema() throws Exception {
        CensusSchema schema;
        try (InputStream in = Files.newInputStream(Fixtures.copy(Fixtures.FULTON_SCHEMA, tmp))) {
            schema = CensusSchema.read(in);
        }
        CensusParser fulton = new CensusParser(schema);
        List<String> lines = Files.readAllLines(Fixtures.realDataFile("FultonPUMS5full.csv"));
        List<CensusRow> rows = new ArrayList<>();
        for (String l : lines) {
            rows.add(fulton.parse(l));
        }
        assertThat(rows.get(0).kind()).isEqualTo(CensusRow.Kind.HEADER);
        assertThat(rows.stream().filter(r -> r.kind() == CensusRow.Kind.RECORD)).hasSize(25_766);
        // 13,1101,1,51,11,2200,0,0,0,1,0,1,0,0,0,0,1,13121: age 51 -> band 3 (45-54), educ "11" -> index 10
        assertThat(rows.get(1).codes()).containsExactly(1, 3, 10, 0, 0, 0, 1, 0, 1, 0, 0, 0, 1, 0);
        assertThat(schema.specs().get("age").vocabulary()).containsEntry("0-24", 0).containsEntry("65-120", 5);
    }

    @Test
    void yamlSchemasReadTheSameAsJsonAndTheDefault() throws Exception {
        CensusSchema json;
        CensusSchema yaml;
        CensusSchema capums;
        try (InputStream a = Files.newInputStream(Fixtures.copy(Fixtures.FULTON_SCHEMA, tmp));
             InputStream b = Files.newInputStream(Fixtures.copy(Fixtures.FULTON_SCHEMA_YAML, tmp));
             InputStream c = Files.newInputStream(Fixtures.copy(Fixtures.CAPUMS_SCHEMA_YAML, tmp))) {
            json = CensusSchema.read(a);
            yaml = CensusSchema.read(b);
            capums = CensusSchema.read(c);
        }
        assertThat(yaml).isEqualTo(json);
        assertThat(yaml.specs().get("educ").code("11")).isEqualTo(10);
        assertThat(capums).isEqualTo(CensusSchema.caPums5full());
    }

    @Test
    void aSchemaCutShortIsRefusedInOneLine() {
        assertThatThrownBy(() -> schema("{\"name\":\"x\",\"columns\":[\"a\",\"b\""))
                .hasMessageStartingWith("schema is not valid JSON or YAML")
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").contains("(line 1, column"));
    }

    @Test
    void badSchemasAreRefusedWithTheirProblem() {
        assertThatThrownBy(() -> schema("{\"columns\": [\"a\", \"b\"], \"label\": \"c\", \"features\": [\"a\"]}"))
                .hasMessageContaining("label 'c' is not a column");
        assertThatThrownBy(() -> schema("{\"columns\": [\"a\", \"b\"], \"label\": \"b\", \"features\": []}"))
                .hasMessageContaining("\"features\"");
        assertThatThrownBy(() -> schema("{\"columns\": [\"a\", \"b\"], \"label\": \"b\", \"features\": [\"a\"],"
                + " \"specs\": {\"a\": {\"bands\": [5, 3]}}}")).hasMessageContaining("ascend");
        assertThatThrownBy(() -> schema("[1]")).hasMessageContaining("JSON object or YAML mapping");
        assertThatThrownBy(() -> schema("{\"columns\": [\"a\", \"b\"], \"label\": \"b\", \"features\": [\"a\"],"
                + " \"specs\": {\"a\": {\"allowed\": [300]}}}")).hasMessageContaining("int8");
    }

    @Test
    void aSpecGivingTwoKindsAnUnknownKeyOrAnEmptyBandIsRefused() {
        String head = "{\"columns\": [\"a\", \"b\"], \"label\": \"b\", \"features\": [\"a\"], \"specs\": {\"a\": ";
        assertThatThrownBy(() -> schema(head + "{\"allowed\": [1, 2], \"categories\": [\"x\"]}}}"))
                .hasMessageContaining("spec of 'a' gives allowed and categories; give one of them");
        assertThatThrownBy(() -> schema(head + "{\"allowed\": [1, 2], \"max\": 3}}}"))
                .hasMessageContaining("unknown key 'max' beside allowed");
        assertThatThrownBy(() -> schema(head + "{\"bands\": [3, 6], \"min\": 4}}}"))
                .hasMessageContaining("must lie above min 4");
        assertThatThrownBy(() -> schema(head + "{\"bands\": [3, 6], \"max\": 5}}}"))
                .hasMessageContaining("at most max 5");
    }

    @Test
    void wholeNumbersAreReadAsPandasWritesThemAndNothingElse() {
        CensusSchema s = new CensusSchema("n", List.of("a", "y"), "y", List.of("a"), java.util.Set.of("NA"),
                Map.of("a", new ColumnSpec.Bands(List.of(10, 20), -5, 99)));
        CensusParser p = new CensusParser(s);
        for (String v : List.of("1", "+1", "01", "00000000001", "1.0", "1.", "1.000", "+1.0")) {
            CensusRow row = p.parse(v + ",1");
            assertThat(row.kind()).as(v).isEqualTo(CensusRow.Kind.RECORD);
            assertThat(row.codes()[0]).as(v).isZero();
        }
        assertThat(p.parse("-0.0,1").codes()[0]).isZero();
        assertThat(p.parse("15.00,0").codes()[0]).isEqualTo(1);
        for (String v : List.of("1.5", "1e0", ".0", "+", "-", "1.0.0", "0x1", "1,0", "2147483648", "1 0", "1.0e0")) {
            assertThat(p.parse(v + ",1").reason()).as(v).isIn(CensusRejectReason.GARBAGE, CensusRejectReason.WRONG_ARITY);
        }
    }

    private static CensusSchema schema(String json) throws Exception {
        return CensusSchema.read(new ByteArrayInputStream(json.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void statisticsGiveModeWithLowestTieAndMean() {
        CensusStatistics s = new CensusStatistics(2);
        s.add(new int[]{1, 3});
        s.add(new int[]{0, 3});
        s.add(new int[]{-1, 0});
        s.add(new int[]{1, 0});
        s.add(new int[]{0, -1});
        CensusStatistics other = new CensusStatistics(2);
        other.merge(s);
        assertThat(other.mode(0)).as("0 and 1 twice each: lowest").isZero();
        assertThat(other.mode(1)).isZero();
        assertThat(other.mean(0)).isEqualTo(0.5);
        assertThat(other.mean(1)).isEqualTo(1.5);
        assertThat(other.present(0)).isEqualTo(4);
    }

    @Test
    void quotedFieldsHoldingCommasAndQuotesAreOneFieldPerRfc4180() {
        CensusRow quoted = parser.parse("1,0,1,0,1,1,0,1,0,1,\"0,1\",\"say \"\"no\"\"\"");
        assertThat(quoted.kind()).isEqualTo(CensusRow.Kind.RECORD);
        assertThat(CensusParser.fields("a, \"b, c\" ,\"d\"\"e\"")).containsExactly("a", "b, c", "d\"e");
        assertThat(parser.parse("1,0,1,0,1,1,0,1,0,1,\"0,1").kind()).as("an unclosed quote").isEqualTo(CensusRow.Kind.INVALID);
        assertThat(parser.parse("\"1\", \"0\",1,0,1,1,0,1,0,1,0,0").kind()).isEqualTo(CensusRow.Kind.RECORD);
    }

    @Test
    void aByteOrderMarkBeforeTheHeaderIsDropped() {
        String header = String.join(",", CensusSchema.caPums5full().columns());
        assertThat(parser.parse("\uFEFF" + header).kind()).isEqualTo(CensusRow.Kind.HEADER);
        assertThat(CensusParser.fields("\uFEFF\"sex\",married")).containsExactly("sex", "married");
    }

    @Test
    void aFileSeparatedByAnotherCharacterIsNamedWithItsSeparator() {
        CensusSchema schema = CensusSchema.caPums5full();
        String semicolons = String.join(";", schema.columns());
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> schema.forFirstLine(semicolons, "pums.csv"))
                .hasMessageContaining("pums.csv is separated by ';', not commas").hasMessageContaining("sep=';'");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> schema.forFirstLine("1\t0\t1\t0\t1\t1\t0\t1\t0\t1\t0\t0", "t.tsv"))
                .hasMessageContaining("separated by '\\t'");
    }

    @Test
    void aSchemaListingAFeatureTwiceIsRefused() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> new CensusSchema("s", List.of("a", "b", "y"), "y",
                        List.of("a", "b", "a"), java.util.Set.of("NA"), Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("feature 'a' is listed twice");
    }

    @Test
    void unquotedFieldsAreCutAndStrippedAsStringStripDoes() {
        java.util.Random random = new java.util.Random(17);
        char[] alphabet = {'1', '2', 'N', 'A', ',', ' ', '\t', '\u00a0', '\u2003', '\u3000', '\r', '-', 'x'};
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder(random.nextInt(10) == 0 ? "\uFEFF" : "");
            int len = random.nextInt(30);
            for (int i = 0; i < len; i++) {
                b.append(alphabet[random.nextInt(alphabet.length)]);
            }
            String line = b.toString();
            int end = line.length();
            while (end > 0 && (line.charAt(end - 1) == '\r' || line.charAt(end - 1) == ' ')) {
                end--;
            }
            String text = line.substring(line.startsWith("\uFEFF") ? 1 : 0, Math.max(end, line.startsWith("\uFEFF") ? 1 : 0));
            java.util.List<String> want = java.util.Arrays.stream(text.split(",", -1)).map(String::strip).toList();
            assertThat(CensusParser.fields(line)).as("%s", line.chars().mapToObj(Integer::toHexString).toList()).isEqualTo(want);
        }
    }

    private static void assertSameRow(CensusRow got, CensusRow want, String line) {
        assertThat(got.kind()).as(line).isEqualTo(want.kind());
        assertThat(got.reason()).as(line).isEqualTo(want.reason());
        assertThat(got.codes()).as(line).isEqualTo(want.codes());
    }

    @Test
    void aLineReadInPlaceFromItsBytesParsesAsTheSameLineAsAString() throws Exception {
        CensusSchema fultonSchema;
        try (InputStream in = Files.newInputStream(Fixtures.copy(Fixtures.FULTON_SCHEMA, tmp))) {
            fultonSchema = CensusSchema.read(in);
        }
        // bands, categories and allowed values; an unquoted header with an ASCII and a non-ASCII first name
        CensusSchema odd = new CensusSchema("odd", List.of("1", "b", "c", "y"), "y", List.of("1", "b", "c"),
                java.util.Set.of("NA", "", "n\u00e4"), Map.of("1", new ColumnSpec.Bands(List.of(10, 20), -5, 99),
                "b", new ColumnSpec.Categories(List.of("x", "12", "a b"))));
        CensusSchema accented = new CensusSchema("accented", List.of("\u00e9", "y"), "y", List.of("\u00e9"),
                java.util.Set.of("NA"), Map.of());
        java.util.Random random = new java.util.Random(18);
        String[] pieces = {"0", "1", "2", "12", "-", "99", "100", "12345678901", "NA", "", " ", "\t", "\u000b", "\u001c",
                "\u00a0", "\u3000", "\r", "\"", "x", "a b", "n\u00e4", "\u00e9", "\uFEFF", "y", "b", "c", "sex", "1", "+", ".",
                "1.0", "0.", "+1", "00", "-0.00", "1e0"};
        for (CensusSchema schema : List.of(CensusSchema.caPums5full(), fultonSchema, odd, accented)) {
            CensusParser a = new CensusParser(schema);
            CensusParser b = new CensusParser(schema);
            List<String> lines = new ArrayList<>(List.of(String.join(",", schema.columns()),
                    " " + String.join(" , ", schema.columns()) + "\r", "", "\r", " \r "));
            for (int n = 0; n < 30_000; n++) {
                int fields = schema.columns().size() + (random.nextInt(8) == 0 ? random.nextInt(3) - 1 : 0);
                StringBuilder line = new StringBuilder();
                for (int f = 0; f < fields; f++) {
                    if (f > 0) {
                        line.append(',');
                    }
                    for (int k = random.nextInt(3); k >= 0; k--) {
                        line.append(random.nextInt(3) == 0 ? pieces[random.nextInt(pieces.length)] : pieces[random.nextInt(4)]);
                    }
                }
                lines.add(line.append(random.nextInt(5) == 0 ? "\r" : "").toString());
            }
            for (String line : lines) {
                byte[] bytes = (line + "tail").getBytes(StandardCharsets.UTF_8);
                assertSameRow(a.parse(bytes, bytes.length - 4), b.parse(line), schema.name() + ": " + line);
            }
        }
        CensusParser capums = new CensusParser(CensusSchema.caPums5full());
        for (String line : Files.readAllLines(Fixtures.copy(Fixtures.CAPUMS_FIXTURE, tmp), StandardCharsets.UTF_8)) {
            byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
            assertSameRow(capums.parse(bytes, bytes.length), parser.parse(line), line);
        }
    }
}
