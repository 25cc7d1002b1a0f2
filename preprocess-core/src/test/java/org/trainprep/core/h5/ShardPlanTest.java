package org.trainprep.core.h5;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ShardPlanTest {

    @Test
    void sizesDifferByAtMostOneLargerFirst() {
        ShardPlan p = ShardPlan.balanced(10, 3);
        assertThat(p.shardRows()).containsExactly(4L, 3L, 3L);
        assertThat(p.start(0)).isZero();
        assertThat(p.start(2)).isEqualTo(7);
    }

    @Test
    void loaderReadsKTimesMinMinusOne() {
        ShardPlan p = ShardPlan.balanced(10, 3);
        assertThat(p.loaderItems()).isEqualTo(8);
        assertThat(p.rowsUnreadByLoader()).isEqualTo(2);
        assertThat(ShardPlan.balanced(12, 3).rowsUnreadByLoader()).isEqualTo(1);
    }

    @Test
    void neverMakesAnEmptyShard() {
        assertThat(ShardPlan.balanced(2, 8).shardRows()).containsExactly(1L, 1L);
        assertThat(ShardPlan.balanced(0, 4).shardRows()).containsExactly(0L);
        assertThat(ShardPlan.balanced(0, 4).loaderItems()).isZero();
    }
}
