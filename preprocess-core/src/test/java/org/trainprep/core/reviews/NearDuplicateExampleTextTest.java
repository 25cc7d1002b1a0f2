package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class NearDuplicateExampleTextTest {

    /** A text may be megabytes long: stats.json and the report keep an example's start, marked as cut. */
    @Test
    void anExampleTextIsKeptWholeUpToItsBoundAndMarkedWhenCut() {
        String exact = "y".repeat(NearDuplicateRemoval.EXAMPLE_CHARS);
        assertThat(NearDuplicateRemoval.shown(exact)).isSameAs(exact);
        assertThat(NearDuplicateRemoval.shown("x".repeat(5_000_000))).hasSize(NearDuplicateRemoval.EXAMPLE_CHARS + 2)
                .endsWith(" \u2026");
        assertThat(NearDuplicateRemoval.shown(null)).isNull();
    }
}
