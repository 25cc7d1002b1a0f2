package org.trainprep.core.rejects;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RejectRecordTest {

    static RejectRecord roundTrip(byte[] line) {
        RejectRecord r = RejectRecord.of("NOT_JSON_OBJECT", "file:/in/a.json", 42, line, 0, line.length);
        String json = r.toJsonLine();
        assertThat(json).doesNotContain("\n").doesNotContain("\r").doesNotContain("\t");
        return RejectRecord.parse(json);
    }

    @Test
    void textWithTabsAndControlCharactersRoundTrips() {
        byte[] line = "a\tb\u0001c \"quoted\" \\ é 字".getBytes(StandardCharsets.UTF_8);
        RejectRecord back = roundTrip(line);
        assertThat(back.line()).isEqualTo(line);
        assertThat(back.truncated()).isFalse();
        assertThat(back.offset()).isEqualTo(42);
        assertThat(back.toJsonLine()).contains("\"line\":");
    }

    @Test
    void invalidUtf8IsKeptAsBase64() {
        byte[] line = {'{', (byte) 0xC3, (byte) 0x28, (byte) 0xFF, '}'};
        RejectRecord back = roundTrip(line);
        assertThat(back.line()).isEqualTo(line);
        assertThat(RejectRecord.of("X", "f", 0, line, 0, line.length).toJsonLine()).contains("\"line_base64\":\"");
    }

    @Test
    void longLinesAreCutOnACharacterBoundary() {
        byte[] line = "é".repeat(3000).getBytes(StandardCharsets.UTF_8); // 6,000 bytes of 2-byte characters
        RejectRecord r = RejectRecord.of("X", "f", 0, line, 0, line.length);
        assertThat(r.truncated()).isTrue();
        assertThat(r.line()).hasSize(4096);
        assertThat(r.toJsonLine()).contains("\"line\":").contains("\"truncated\":true");
        byte[] odd = Arrays.copyOf(("a" + "é".repeat(3000)).getBytes(StandardCharsets.UTF_8), 6001);
        assertThat(RejectRecord.of("X", "f", 0, odd, 0, odd.length).line()).hasSize(4095);
    }

    @Test
    void theBudgetFailsDirtyOrEmptyRunsWithOneLineAndPassesCleanOnes() {
        InputBudget budget = InputBudget.DEFAULT;
        InputBudget.LikelyCause none = InputBudget.LikelyCause.NONE;
        Map<String, Long> zero = Map.of("BAD", 0L);
        assertThat(budget.check(1000, 990, 10, 0, Map.of("BAD", 10L), 900, List.of(), "x", none)).isEmpty();
        assertThat(budget.check(0, 0, 0, 0, zero, 0, List.of(), "x", none)).get().asString()
                .contains("0 rows from 0 lines").contains("the input holds no lines");
        assertThat(budget.check(7, 0, 0, 7, zero, 0, List.of(), "x", none)).get().asString()
                .contains("the input holds only blank lines");
        RejectRecord bad = RejectRecord.of("BAD", "f", 0, "a,b,c".getBytes(StandardCharsets.UTF_8), 0, 5);
        // the type's reading of its top reason ends the line
        assertThat(budget.check(10, 0, 10, 0, Map.of("BAD", 10L), 0, List.of(bad, bad), "x lines",
                (top, samples, what) -> java.util.Optional.of(top + " in " + what)))
                .get().asString().contains("10 of 10 non-blank lines are invalid").contains("e.g. 'a,b,c' and 'a,b,c'")
                .endsWith("; BAD in x lines").doesNotContain("\n");
        RejectRecord utf16 = RejectRecord.of("BAD", "f", 0, new byte[]{(byte) 0xff, (byte) 0xfe, 'a', 0}, 0, 4);
        assertThat(budget.check(10, 0, 10, 0, Map.of("BAD", 10L), 0, List.of(utf16), "x", none)).get().asString()
                .contains("looks like UTF-16");
        assertThat(new InputBudget(0.5, 1, false).check(100, 60, 40, 0, Map.of("BAD", 40L), 50, List.of(), "x", none))
                .isEmpty();
    }
}
