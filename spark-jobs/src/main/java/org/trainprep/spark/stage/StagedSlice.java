package org.trainprep.spark.stage;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.run.Passes;
import org.trainprep.run.stage.StagedPasses;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A dataset type written on the stage API, on Spark: its passes as Spark jobs. Every registered
 * type runs through this; no type has code of this engine's own.
 */
public final class StagedSlice extends org.trainprep.run.stage.StagedSliceBase {

    public StagedSlice(DatasetType type) {
        super(type);
    }

    /** The type's passes on {@code sc}, for one run. */
    public Passes passes(JavaSparkContext sc) {
        return passes(() -> sc);
    }

    /** The type's passes on the context {@code sc} gives when a pass first needs it (it may still be starting). */
    public Passes passes(Supplier<JavaSparkContext> sc) {
        // a Spark application's tasks share its executors, so no local reducer limit applies
        return new StagedPasses(staged(), run -> new SparkStages(sc, run), conf -> Optional.empty());
    }

    /** What the runner shuffles, registered with Kryo so it writes an id instead of a class name. */
    public List<Class<?>> kryoClasses() {
        return List.of(byte[].class);
    }
}
