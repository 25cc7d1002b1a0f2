package org.trainprep.core.dataset;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The engines a run may name ({@code --engine}, a cluster plan's steps), declared here once: the
 * name a user types, how messages and plans call it, and the module whose job jar runs it. Every
 * other place asks this, never compares a name of its own.
 */
public enum Engine {

    MAPREDUCE("mapreduce", "MapReduce", "mapreduce-jobs"),
    SPARK("spark", "Spark", "spark-jobs");

    private final String id;
    private final String label;
    private final String module;

    Engine(String id, String label, String module) {
        this.id = id;
        this.label = label;
        this.module = module;
    }

    /** What {@code --engine} takes, and what runs record. */
    public String id() {
        return id;
    }

    /** How a plan's step titles name it. */
    public String label() {
        return label;
    }

    /** The module whose job jar runs it. */
    public String module() {
        return module;
    }

    /** The engine a run names when it names none. */
    public static Engine byDefault() {
        return MAPREDUCE;
    }

    /** The choices, as a help table shows them ({@code mapreduce|spark}). */
    public static String choices() {
        return Arrays.stream(values()).map(Engine::id).collect(Collectors.joining("|"));
    }

    /** The engine {@code id} names; else an IllegalArgumentException naming {@code option} and the choices. */
    public static Engine of(String option, String id) {
        for (Engine e : values()) {
            if (e.id.equals(id == null ? null : id.toLowerCase(Locale.ROOT))) {
                return e;
            }
        }
        throw new IllegalArgumentException(option + " must be " + String.join(" or ",
                Arrays.stream(values()).map(Engine::id).toList()) + ", was '" + id + "'");
    }

    /**
     * The other engine {@code args} name for {@code type} ({@code --engine}), or empty when they
     * name this one or the type has no such option: for an entry point that runs this engine only.
     */
    public java.util.Optional<Engine> otherNamedIn(DatasetType type, String[] args)
            throws org.trainprep.core.cli.UsageException {
        if (type.help().options().stream().noneMatch(o -> o.name().equals("engine"))) {
            return java.util.Optional.empty();
        }
        Engine named = of("--engine", type.help().parse(args).optional("engine", id));
        return named == this ? java.util.Optional.empty() : java.util.Optional.of(named);
    }
}
