package org.trainprep.report;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ChartsTest {

    private static String bars() {
        return Charts.bars("ratings", "rating", "reviews", List.of("1", "2", "3"),
                Map.of("before", List.of(1_500, 2_500, 12_000)));
    }

    @Test
    void aChartIsTheSameImageWhateverTheMachinesLocale() {
        Locale was = Locale.getDefault();
        try {
            Locale.setDefault(Locale.US);
            String us = bars();
            // Turkish groups thousands with a dot: the report's bytes followed the driver's locale
            Locale.setDefault(Locale.forLanguageTag("tr-TR"));
            assertThat(bars()).isEqualTo(us);
            Locale.setDefault(Locale.GERMANY);
            assertThat(bars()).isEqualTo(us);
        } finally {
            Locale.setDefault(was);
        }
    }
}
