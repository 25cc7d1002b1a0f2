package org.trainprep.spark.stage;

import org.trainprep.core.stage.Shuffle;
import scala.runtime.AbstractFunction1;
import scala.runtime.AbstractFunction2;

import java.io.Serializable;

/** A shuffle's combiner as Spark's aggregator functions (Scala functions, serializable). */
final class Merging {

    private Merging() {
    }

    /** A key's first value is its combined value so far. */
    static final class First extends AbstractFunction1<byte[], byte[]> implements Serializable {
        @Override
        public byte[] apply(byte[] value) {
            return value;
        }
    }

    /** Two values merged by the combiner. */
    static final class Both extends AbstractFunction2<byte[], byte[], byte[]> implements Serializable {
        private final Shuffle.Combiner combiner;

        Both(Shuffle.Combiner combiner) {
            this.combiner = combiner;
        }

        @Override
        public byte[] apply(byte[] a, byte[] b) {
            return combiner.merge(a, b);
        }
    }
}
