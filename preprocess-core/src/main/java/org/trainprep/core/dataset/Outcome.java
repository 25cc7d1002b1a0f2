package org.trainprep.core.dataset;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.trainprep.core.stats.HandOff;

import java.util.Map;

/**
 * What a run's passes made that the type describes, once the parts exist: the files the output
 * holds beside the merged file, the manifest's own fields, the type's sections of
 * {@code stats.json}, and the hand-off to the trainers. A one-pass type's plan can be its own
 * outcome; a type whose passes learn something (a vocabulary) returns it from its parts pass.
 */
public interface Outcome {

    /** Files beside the merged file (a vocabulary), by name, published before the statistics; named in {@link RunPlan#outputNames()}. */
    default Map<String, byte[]> sideFiles() {
        return Map.of();
    }

    /** Fields the manifest records after {@code run_id}, in order (the name of a side file, say). */
    default Map<String, Object> manifestFields() {
        return Map.of();
    }

    /**
     * {@code stats.json}'s {@code summary} and {@code rejects.by_reason} (and any field the type
     * adds to {@code run}); by default the tally's lines and the rows written.
     */
    default void summary(ObjectNode root, Tally tally, long rowsWritten) {
        ObjectNode summary = root.putObject("summary");
        summary.put("lines_read", tally.linesRead());
        summary.put("valid", tally.valid());
        summary.put("invalid", tally.invalid());
        summary.put("blank", tally.blank());
        summary.put("rows_written", rowsWritten);
        ObjectNode byReason = root.putObject("rejects").putObject("by_reason");
        tally.invalidByReason().forEach(byReason::put);
    }

    /**
     * Rows the parts hold: the reading pass's {@link Tally#rows()} less what a later pass removed
     * (near-duplicates, records with a missing value), which the run judges against
     * {@code --min-rows} again before it publishes.
     */
    default long rowsWritten(Tally tally) {
        return tally.rows();
    }

    /** Why rows the reading pass counted did not reach the parts, for the failure when too few did; empty when none went. */
    default String rowsRemoved(Tally tally) {
        return "";
    }

    /** Adds the type's own sections to {@code stats.json}, after the summary and before the hand-off. */
    void stats(ObjectNode root, Tally tally);

    /** What a trainer needs to load the merged file. */
    HandOff handOff(String fileUri, long rows, long loaderRows);
}
