package org.trainprep.spark.stage;

import org.apache.spark.api.java.JavaSparkContext;
import org.trainprep.core.dataset.DatasetType;
import org.trainprep.core.stage.StagedType;
import org.trainprep.run.Passes;
import org.trainprep.run.stage.StagedPasses;
import org.trainprep.spark.SparkSlice;

import java.util.List;

/** Any dataset type written on the stage API, on Spark: no code of this engine's own for it. */
public final class StagedSlice implements SparkSlice {

    private final DatasetType type;

    public StagedSlice(DatasetType type) {
        if (!(type instanceof StagedType)) {
            throw new IllegalArgumentException(type.name() + " is not written on the stage API");
        }
        this.type = type;
    }

    @Override
    public DatasetType type() {
        return type;
    }

    @Override
    public void print(org.trainprep.run.RunSummary run, Passes passes, java.io.PrintStream out) {
        org.trainprep.run.SummaryPrinter.printRun(run, out);
    }

    @Override
    public Passes passes(JavaSparkContext sc) {
        return new StagedPasses((StagedType) type, run -> new SparkStages(sc, run), conf -> java.util.Optional.empty());
    }

    @Override
    public List<Class<?>> kryoClasses() {
        return List.of(Key.class, byte[].class);
    }
}
