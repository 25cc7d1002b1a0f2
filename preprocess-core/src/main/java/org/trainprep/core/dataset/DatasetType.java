package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.JsonNode;
import org.trainprep.core.cli.Help;
import org.trainprep.core.h5.MatrixFileType;

import java.io.IOException;
import java.util.List;
import java.util.Optional;

/**
 * A dataset type, the engine-free part of its slice: what every command that is not an engine
 * needs to know of it. Registered once, as a line in
 * {@code META-INF/services/org.trainprep.core.dataset.DatasetType}, and found through
 * {@link DatasetTypes}; the engines' adapters for it register beside their own code.
 */
public interface DatasetType {

    /** The command that runs it and the {@code kind} of its {@code stats.json}: lowercase, e.g. {@code reviews}. */
    String name();

    /** One line for the list of commands. */
    String summary();

    /** Its options, declared once: what the command parses, its {@code --help}, and the usage lists. */
    Help help();

    /** The {@code format} its manifests state; {@code verify} finds the type by it. */
    String format();

    /**
     * Checks a published output whose manifest names this type's format, reading every row unless
     * {@code quick}, and adds one line per problem to {@code result}.
     */
    void verify(PublishedFiles files, JsonNode manifest, boolean quick, Verification result) throws IOException;

    /**
     * The run its command's arguments ask for, for a type that runs on the run skeleton.
     *
     * @throws org.trainprep.core.cli.UsageException naming the bad argument and its fix
     */
    default RunPlan plan(String[] args) throws org.trainprep.core.cli.UsageException {
        throw new UnsupportedOperationException(name() + " runs through its own command, not the run skeleton");
    }

    /** Draws the type's sections of {@code report.html} from its {@code stats.json}. */
    void report(ReportCanvas page);

    /**
     * The file type of its parts when they merge on the shared matrix layer (what {@code combine}
     * recognises a folder of parts by), or empty.
     */
    default Optional<MatrixFileType> partFileType() {
        return Optional.empty();
    }

    /**
     * The options that size what a run of this type holds, which its out-of-memory line names
     * after the heap ("or ask for less (...)"), or "" when none does.
     */
    default String sizedBy() {
        return "";
    }

    /** How a cluster plan ({@code emr-steps}) runs the type, or empty when it does not. */
    default Optional<ClusterRun> clusterRun() {
        return Optional.empty();
    }
}
