package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;
import org.trainprep.core.neardup.NearDupSettings;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReviewsOutcomeTest {

    @Test
    void theManifestsFieldsComeInOneOrderInEveryJvm() {
        NearDupFindings found = new NearDupFindings(NearDupSettings.derived(0.8, 1, 128), 0, 0, 0, 0, 0, Map.of(),
                List.of(), Map.of());
        ReviewsOutcome outcome = new ReviewsOutcome(null, Map.of(), null, null, false, null, List.of(), null, found);
        // a Map.of of two keys iterates in an order each JVM picks when it starts: the manifest's bytes
        // changed from one run to the next (MapReduce and Spark differed in 4 of 6 runs)
        assertThat(outcome.manifestFields()).isInstanceOf(LinkedHashMap.class);
        assertThat(outcome.manifestFields().keySet()).containsExactly("vocab_json", NearDupFindings.MANIFEST_KEY);
        assertThat(new ReviewsOutcome(null, Map.of(), null, null, false, null, List.of(), null, null).manifestFields()
                .keySet()).containsExactly("vocab_json");
    }
}
