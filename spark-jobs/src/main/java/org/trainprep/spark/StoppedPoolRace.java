package org.trainprep.spark;

import org.apache.logging.log4j.core.Filter;
import org.apache.logging.log4j.core.LogEvent;
import org.apache.logging.log4j.core.config.Node;
import org.apache.logging.log4j.core.config.plugins.Plugin;
import org.apache.logging.log4j.core.config.plugins.PluginAttribute;
import org.apache.logging.log4j.core.config.plugins.PluginFactory;
import org.apache.logging.log4j.core.filter.AbstractFilter;

import java.util.concurrent.RejectedExecutionException;

/**
 * A log4j2 filter (type {@code StoppedPoolRace} in {@code bin/log4j2-local.properties}) that drops
 * an event whose exception, or a cause of it, is a {@link RejectedExecutionException}, and lets
 * every other event through. When a SIGTERM or Ctrl-C stops a local Spark context while tasks are
 * still finishing or being offered, a task's result or launch reaches one of Spark's thread pools
 * already shut down, and Spark logs that race with a stack trace (its scheduler's "Exception in
 * statusUpdate", its RPC inbox's "Ignoring error") after the run has said, in one line, what it
 * removed. A pool refuses work only once it is shut down, so nothing else is hidden: any other
 * error of those loggers is still printed, and a failed task still fails its job, which the run
 * reports in one line.
 */
@Plugin(name = "StoppedPoolRace", category = Node.CATEGORY, elementType = Filter.ELEMENT_TYPE, printObject = true)
public final class StoppedPoolRace extends AbstractFilter {

    private StoppedPoolRace(Result onMatch, Result onMismatch) {
        super(onMatch, onMismatch);
    }

    /** DENY on a refusal and NEUTRAL otherwise, unless the configuration says ({@code onMatch}, {@code onMismatch}). */
    @PluginFactory
    public static StoppedPoolRace create(@PluginAttribute("onMatch") Result onMatch, @PluginAttribute("onMismatch") Result onMismatch) {
        return new StoppedPoolRace(onMatch == null ? Result.DENY : onMatch, onMismatch == null ? Result.NEUTRAL : onMismatch);
    }

    @Override
    public Result filter(LogEvent event) {
        for (Throwable t = event.getThrown(); t != null; t = t.getCause()) {
            if (t instanceof RejectedExecutionException) {
                return onMatch;
            }
        }
        return onMismatch;
    }
}
