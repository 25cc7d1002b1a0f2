package org.trainprep.core.census;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CensusPartSettingsTest {

    @Test
    void settingsTravelAsJsonAndComeBackWhole() {
        CensusPartSettings s = new CensusPartSettings(CensusLayout.XY, MissingPolicy.IMPUTE_MODE, 0.2, 5,
                new byte[]{0, 1, -2, 127, -128}, 3_000_000_000L, 7, CensusFormat.CSV);
        String json = s.encode();
        assertThat(json).startsWith("{").contains("\"valFraction\":0.2").contains("\"seed\":5");
        CensusPartSettings back = CensusPartSettings.decode(json);
        assertThat(back.layout()).isEqualTo(CensusLayout.XY);
        assertThat(back.missing()).isEqualTo(MissingPolicy.IMPUTE_MODE);
        assertThat(back.valFraction()).isEqualTo(0.2);
        assertThat(back.seed()).isEqualTo(5);
        assertThat(back.statistics()).containsExactly(0, 1, -2, 127, -128);
        assertThat(back.counts()).isEqualTo(new CensusFileWriter.Counts(3_000_000_000L, 7));
        assertThat(back.format()).isEqualTo(CensusFormat.CSV);
    }

    @Test
    void somethingElseIsRefusedByName() {
        assertThatThrownBy(() -> CensusPartSettings.decode("xy;drop;0.1;7;AAAA"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not census part settings");
    }
}
