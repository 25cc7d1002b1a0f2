package org.trainprep.core.util;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;

/**
 * The same JSON judged the same on every engine. Jackson 2.15 refuses by default JSON nested deeper
 * than 1,000, numbers of more than 1,000 characters and strings of more than 20 million; the
 * MapReduce jars bundle Hadoop's Jackson 2.12, which has no such limits, and the Spark jars
 * Spark's 2.15, so a review line nested 1,001 deep in a field nobody reads was valid on one engine
 * and NOT_JSON_OBJECT on the other. The limits are lifted where they exist: a line the stages read
 * is at most 8 MiB, so neither its depth, a number's digits nor a string can cost more than the line.
 */
public final class JsonReadLimits {

    private JsonReadLimits() {
    }

    /** {@code factory}, without Jackson's read limits where its version has them. */
    public static JsonFactory lifted(JsonFactory factory) {
        try {
            return Lifter.lift(factory);
        } catch (LinkageError before215) {
            return factory; // no limits to lift
        }
    }

    /** Apart, so that only this class links against the 2.15 API. */
    private static final class Lifter {
        static JsonFactory lift(JsonFactory factory) {
            return factory.setStreamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(Integer.MAX_VALUE)
                    .maxNumberLength(Integer.MAX_VALUE).maxStringLength(Integer.MAX_VALUE).build());
        }
    }
}
