package org.trainprep.core.stage;

import org.trainprep.core.dataset.RunPlan;

/**
 * A dataset type written on the stage API: every registered engine runs it, with no code of the
 * engine's own for it.
 */
public interface StagedType {

    /** The program of one run with {@code plan} (the type's own plan, as {@code plan(args)} made it). */
    StageProgram program(RunPlan plan);
}
