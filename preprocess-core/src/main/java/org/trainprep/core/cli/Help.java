package org.trainprep.core.cli;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A command's options declared once: what {@link Args} accepts, and what {@code --help} prints
 * (every option with one line of meaning and its default, then a worked example), so the two
 * cannot drift apart.
 */
public final class Help {

    /** How an option takes values. */
    public enum Kind {
        /** {@code --name VALUE} (some take several: {@code --input a b}, or repeat) */
        VALUE,
        /** {@code --name} */
        FLAG,
        /** {@code --name} or {@code --name=VALUE} */
        FLAG_WITH_VALUE
    }

    /**
     * @param value   the value's placeholder, e.g. {@code K} (null for a flag)
     * @param meaning one line
     * @param dflt    the default in words, or null when there is none to state (required options, flags)
     */
    public record Option(String name, Kind kind, String value, String meaning, String dflt, boolean required) {
        String left() {
            return switch (kind) {
                case VALUE -> "--" + name + " " + value;
                case FLAG -> "--" + name;
                case FLAG_WITH_VALUE -> "--" + name + "[=" + value + "]";
            };
        }
    }

    private final String command;
    private final String synopsis;
    private final String about;
    private final List<Option> options;
    private final List<String> examples;

    private Help(String command, String synopsis, String about, List<Option> options, List<String> examples) {
        this.command = command;
        this.synopsis = synopsis;
        this.about = about;
        this.options = List.copyOf(options);
        this.examples = List.copyOf(examples);
    }

    /** @param synopsis the usage line after the command, e.g. {@code --input PATH... --output DIR [options]} */
    public static Builder of(String command, String synopsis, String about) {
        return new Builder(command, synopsis, about);
    }

    public static final class Builder {
        private final String command;
        private final String synopsis;
        private final String about;
        private final List<Option> options = new ArrayList<>();
        private final List<String> examples = new ArrayList<>();

        private Builder(String command, String synopsis, String about) {
            this.command = command;
            this.synopsis = synopsis;
            this.about = about;
        }

        public Builder required(String name, String value, String meaning) {
            options.add(new Option(name, Kind.VALUE, value, meaning, null, true));
            return this;
        }

        public Builder value(String name, String value, String meaning, String dflt) {
            options.add(new Option(name, Kind.VALUE, value, meaning, dflt, false));
            return this;
        }

        public Builder flag(String name, String meaning) {
            options.add(new Option(name, Kind.FLAG, null, meaning, null, false));
            return this;
        }

        public Builder flagWithValue(String name, String value, String meaning, String dflt) {
            options.add(new Option(name, Kind.FLAG_WITH_VALUE, value, meaning, dflt, false));
            return this;
        }

        /** A worked example: a command line, with a comment line above it if it starts with '#'. */
        public Builder example(String line) {
            examples.add(line);
            return this;
        }

        public Help build() {
            if (examples.isEmpty()) {
                throw new IllegalStateException(command + ": help needs a worked example");
            }
            return new Help(command, synopsis, about, options, examples);
        }
    }

    /** The usage line after the command, e.g. {@code --input PATH... --output DIR [options]}. */
    public String synopsis() {
        return synopsis;
    }

    public List<Option> options() {
        return options;
    }

    public List<String> examples() {
        return examples;
    }

    /**
     * Each worked example as the arguments after {@code bin/pipeline COMMAND} (a trailing
     * {@code # comment} dropped), so a test can check that every example parses.
     */
    public List<String[]> exampleArguments() {
        List<String[]> all = new ArrayList<>();
        for (String e : examples) {
            String[] words = e.replaceAll("\\s+#.*$", "").split(" ");
            if (words.length < 2 || !words[0].equals("bin/pipeline") || !words[1].equals(command)) {
                throw new IllegalStateException(command + ": example is not a bin/pipeline " + command + " line: " + e);
            }
            all.add(java.util.Arrays.copyOfRange(words, 2, words.length));
        }
        return all;
    }

    /** Parses {@code args} against the declared options. */
    public Args parse(String[] args) throws UsageException {
        return Args.parse(command, args, names(Kind.VALUE), names(Kind.FLAG), names(Kind.FLAG_WITH_VALUE));
    }

    private Set<String> names(Kind kind) {
        Set<String> s = new LinkedHashSet<>();
        for (Option o : options) {
            if (o.kind() == kind) {
                s.add(o.name());
            }
        }
        return s;
    }

    /** What {@code --help} prints. */
    public String text() {
        StringBuilder b = new StringBuilder("usage: ").append(command).append(' ').append(synopsis).append("\n\n");
        b.append(about.strip()).append("\n\noptions:\n");
        int width = 0;
        for (Option o : options) {
            width = Math.max(width, o.left().length());
        }
        for (Option o : options) {
            b.append("  ").append(o.left()).append(" ".repeat(width - o.left().length() + 2)).append(o.meaning());
            if (o.required()) {
                b.append(" (required)");
            } else if (o.dflt() != null) {
                b.append(" (default: ").append(o.dflt()).append(')');
            }
            b.append('\n');
        }
        b.append("\nexample").append(examples.size() > 1 ? "s" : "").append(":\n");
        for (String e : examples) {
            b.append("  ").append(e).append('\n');
        }
        return b.toString();
    }
}
