package org.trainprep.run.stage;

import org.apache.hadoop.fs.Path;
import org.trainprep.core.dataset.RunPlan;
import org.trainprep.core.stage.StageProgram;
import org.trainprep.core.stage.StagedType;
import org.trainprep.core.stage.Stages;
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
    private final Function<RunContext, Stages> engine;
    private StageProgram program;
    private Stages stages;
    private StageProgram.Read read;

    public StagedPasses(StagedType type, Function<RunContext, Stages> engine) {
        this.type = type;
        this.engine = engine;
    }

    @Override
    public void prepare(org.apache.hadoop.conf.Configuration conf, RunPlan plan)
            throws IOException, org.trainprep.core.cli.UsageException {
        program = type.program(plan);
        program.prepare(new HadoopDriverFiles(conf, plan));
    }

    @Override
    public Counted count(RunContext run) throws IOException, InterruptedException {
        stages = engine.apply(run);
        read = program.read(stages);
        return new Counted(read.tally(), new Path(read.sideOutputs().sideOutputs()));
    }

    @Override
    public Written writeParts(RunContext run, Counted counted) throws IOException, InterruptedException {
        return new Written(run.parts(), program.write(stages, read));
    }
}
