package org.trainprep.run.stage;

import org.apache.hadoop.fs.Path;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.stage.DriverFiles;
import org.trainprep.core.stage.StageProgram;
import org.trainprep.core.stage.StagedType;
import org.trainprep.run.Passes;
import org.trainprep.run.RunContext;

import java.io.IOException;
import java.util.function.Function;

/**
 * A type written on the stage API, as the run skeleton runs it, on the engine {@code engine}
 * makes: the program's reading passes are the skeleton's count, its writing passes the parts.
 */
public final class StagedPasses implements Passes {

    private final StagedType type;
    private final Function<RunContext, HadoopStages> engine;
    private final Function<org.apache.hadoop.conf.Configuration, java.util.Optional<DriverFiles.PartitionLimit>> limit;
    private StageProgram program;
    private HadoopStages stages;
    private StageProgram.Read read;

    /** @param limit the engine's limit on a shuffle's partitions with the run's settings, if it has one */
    public StagedPasses(StagedType type, Function<RunContext, HadoopStages> engine,
                        Function<org.apache.hadoop.conf.Configuration, java.util.Optional<DriverFiles.PartitionLimit>> limit) {
        this.type = type;
        this.engine = engine;
        this.limit = limit;
    }

    @Override
    public void prepare(org.apache.hadoop.conf.Configuration conf, RunPlan plan)
            throws IOException, org.trainprep.core.cli.UsageException {
        program = type.program(plan);
        program.prepare(new HadoopDriverFiles(conf, plan, limit.apply(conf)));
    }

    @Override
    public Counted count(RunContext run) throws IOException, InterruptedException {
        stages = engine.apply(run);
        read = program.read(stages);
        return new Counted(read.tally(), new Path(read.sideOutputs().sideOutputs()));
    }

    @Override
    public java.util.Map<String, Long> passMillis() {
        return stages == null ? java.util.Map.of() : stages.passMillis();
    }

    @Override
    public java.util.List<String> reusedPasses() {
        return stages == null ? java.util.List.of() : stages.reusedPasses();
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException, InterruptedException {
        Written written = new Written(run.parts(), program.write(stages, read));
        stages.removeUnusedOutputFolders();
        return written;
    }
}
