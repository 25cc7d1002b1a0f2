package org.trainprep.core.reviews;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RatingHistogramTest {

    @Test
    void modeIsTheMostFrequentRatingNotTheMinimum() {
        assertThat(RatingHistogram.of(5, 5, 1).mode()).isEqualTo(5);
    }

    @Test
    void tieGoesToTheLowestRating() {
        assertThat(RatingHistogram.of(4, 2).mode()).isEqualTo(2);
        assertThat(RatingHistogram.of(5, 3, 5, 3).mode()).isEqualTo(3);
        assertThat(RatingHistogram.of(1, 2, 3, 4, 5).mode()).isEqualTo(1);
    }

    @Test
    void mergeSumsCounts() {
        RatingHistogram a = RatingHistogram.of(4, 4);
        RatingHistogram b = RatingHistogram.of(5, 5, 5);
        a.merge(b);
        assertThat(a.total()).isEqualTo(5);
        assertThat(a.count(5)).isEqualTo(3);
        assertThat(a.mode()).isEqualTo(5);
    }

    @Test
    void emptyHistogramHasNoMode() {
        assertThatThrownBy(() -> new RatingHistogram().mode()).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> RatingHistogram.of(6)).isInstanceOf(IllegalArgumentException.class);
    }
}
