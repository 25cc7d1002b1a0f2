package org.trainprep.core.dataset;

import java.util.List;

/**
 * How a cluster plan ({@code emr-steps}) runs a dataset type: on which engine, whether a separate
 * step merges its parts, and which of its options pass through as given. The type whose run is
 * {@code main} takes the plan's {@code --input} and runs first; any other runs when its
 * {@code --NAME-input} is given, its options then spelled {@code --NAME-OPTION}.
 *
 * @param engine      an {@link Engine}'s id
 * @param combineStep its job writes parts ({@code --no-combine}) that a combine step merges where they lie
 * @param options     options of its help table passed through as given; the plan sets input, output and work
 * @param results     what its output directory holds, for the plan's last line
 */
public record ClusterRun(boolean main, String engine, boolean combineStep, List<String> options, String results) {

    public ClusterRun {
        Engine.of("a cluster run's engine", engine);
        options = List.copyOf(options);
    }
}
