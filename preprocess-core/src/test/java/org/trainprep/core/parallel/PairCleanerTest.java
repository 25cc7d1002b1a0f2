package org.trainprep.core.parallel;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class PairCleanerTest {

    private final PairCleaner gnmt = new PairCleaner(1, 80, 9, 1000, false);

    @Test
    void squeezesWhitespaceAndRemovesFactorBars() {
        PairCleaner.Result r = gnmt.clean("  a\t b\u00a0 c |d ", "x  y");
        assertThat(r.kept()).isTrue();
        assertThat(r.src()).isEqualTo("a b c d");
        assertThat(r.tgt()).isEqualTo("x y");
    }

    @Test
    void dropsByTheFirstCheckThatApplies() {
        assertThat(gnmt.clean(" \t", "x").reason()).isEqualTo(PairRejectReason.EMPTY);
        assertThat(gnmt.clean(" \t", "").reason()).isEqualTo(PairRejectReason.BLANK);
        assertThat(gnmt.clean("x", "|").reason()).isEqualTo(PairRejectReason.EMPTY);
        assertThat(gnmt.clean("w ".repeat(81), "x").reason()).isEqualTo(PairRejectReason.TOO_LONG);
        assertThat(gnmt.clean("w ".repeat(80), "x ".repeat(9)).kept()).isTrue();
        // 80 tokens against 8: a ratio of 10
        assertThat(gnmt.clean("w ".repeat(80), "x ".repeat(8)).reason()).isEqualTo(PairRejectReason.LENGTH_RATIO);
        assertThat(gnmt.clean("x ".repeat(8), "w ".repeat(80)).reason()).isEqualTo(PairRejectReason.LENGTH_RATIO);
        assertThat(new PairCleaner(3, 80, 9, 1000, false).clean("a b", "a b c").reason())
                .isEqualTo(PairRejectReason.TOO_SHORT);
        assertThat(gnmt.clean("a " + "z".repeat(1001), "b c").reason()).isEqualTo(PairRejectReason.LONG_WORD);
        // 1000 characters beyond the basic plane are 1000 characters, not 2000 UTF-16 units
        assertThat(gnmt.clean("a " + "𝔷".repeat(1000), "b c").kept()).isTrue();
    }

    @Test
    void latin1IsOptional() {
        PairCleaner latin1 = new PairCleaner(1, 80, 9, 1000, true);
        assertThat(latin1.clean("Grüße , café", "hello").kept()).isTrue();
        assertThat(latin1.clean("Grüße", "€ 5").reason()).isEqualTo(PairRejectReason.NOT_LATIN1);
        assertThat(gnmt.clean("Grüße", "€ 5").kept()).isTrue();
    }
}
