package org.trainprep.core.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * GNU-style options ({@code --name value}, {@code --name=value}, repeatable multi-value options
 * such as {@code --input a b c}, and flags), checked against the options a command declares, so
 * every command rejects a typo with one line instead of ignoring it.
 */
public final class Args {

    private final String command;
    private final Map<String, List<String>> values;

    private Args(String command, Map<String, List<String>> values) {
        this.command = command;
        this.values = values;
    }

    /**
     * @param valued options that take one or more values
     * @param flags  options that take none
     */
    public static Args parse(String command, String[] args, Set<String> valued, Set<String> flags) throws UsageException {
        return parse(command, args, valued, flags, Set.of());
    }

    /**
     * @param flagsWithValue flags that may carry an inline value, {@code --public} or
     *                       {@code --public=acl} (never a separate one, so what follows stays an argument)
     */
    public static Args parse(String command, String[] args, Set<String> valued, Set<String> flags,
                             Set<String> flagsWithValue) throws UsageException {
        Map<String, List<String>> values = new LinkedHashMap<>();
        String current = null;
        for (String a : args) {
            if (a.startsWith("--")) {
                String name = a.substring(2);
                String inline = null;
                int eq = name.indexOf('=');
                if (eq >= 0) {
                    inline = name.substring(eq + 1);
                    name = name.substring(0, eq);
                }
                if (flagsWithValue.contains(name)) {
                    values.put(name, inline == null ? List.of() : List.of(inline));
                    current = null;
                } else if (flags.contains(name)) {
                    if (inline != null) {
                        throw new UsageException(command + ": --" + name + " takes no value");
                    }
                    values.put(name, List.of());
                    current = null;
                } else if (valued.contains(name)) {
                    values.computeIfAbsent(name, k -> new ArrayList<>());
                    if (inline != null) {
                        values.get(name).add(inline);
                        current = null;
                    } else {
                        current = name;
                    }
                } else {
                    throw new UsageException(command + ": unknown option --" + name + "; valid options: "
                            + describe(valued, flags, flagsWithValue));
                }
            } else if (a.equals("-D") || a.matches("-D[^=\\s]+=.*")) {
                // Hadoop's generic options are taken before the command's own, by ToolRunner or SparkMain
                throw new UsageException(command + ": -D settings go right after the command, before its options ("
                        + command + " -D key=value --input ...)");
            } else if (current != null) {
                values.get(current).add(a);
            } else {
                throw new UsageException(command + ": unexpected argument '" + a + "'; options start with --");
            }
        }
        for (Map.Entry<String, List<String>> e : values.entrySet()) {
            if (valued.contains(e.getKey()) && e.getValue().isEmpty()) {
                throw new UsageException(command + ": --" + e.getKey() + " needs a value");
            }
        }
        return new Args(command, values);
    }

    private static String describe(Set<String> valued, Set<String> flags, Set<String> flagsWithValue) {
        List<String> all = new ArrayList<>();
        valued.stream().sorted().forEach(v -> all.add("--" + v));
        flags.stream().sorted().forEach(f -> all.add("--" + f));
        flagsWithValue.stream().sorted().forEach(f -> all.add("--" + f + "[=...]"));
        return String.join(" ", all);
    }

    public boolean has(String name) {
        return values.containsKey(name);
    }

    /** A flag-with-value's value: null when absent, {@code whenBare} when given without one. */
    public String flagValue(String name, String whenBare) {
        if (!values.containsKey(name)) {
            return null;
        }
        List<String> v = values.get(name);
        return v.isEmpty() ? whenBare : v.get(0);
    }

    public List<String> all(String name) {
        return values.getOrDefault(name, List.of());
    }

    public String required(String name) throws UsageException {
        if (!values.containsKey(name)) {
            throw new UsageException(command + ": missing --" + name);
        }
        return single(name);
    }

    public List<String> requiredList(String name) throws UsageException {
        if (!values.containsKey(name)) {
            throw new UsageException(command + ": missing --" + name);
        }
        return all(name);
    }

    public String optional(String name, String dflt) throws UsageException {
        return values.containsKey(name) ? single(name) : dflt;
    }

    public int intValue(String name, int dflt, int min, int max) throws UsageException {
        if (!values.containsKey(name)) {
            return dflt;
        }
        String v = single(name);
        try {
            int n = Integer.parseInt(v);
            if (n < min || n > max) {
                throw new UsageException(command + ": --" + name + " must be between " + min + " and " + max + ", was " + v);
            }
            return n;
        } catch (NumberFormatException e) {
            // a whole number past int's range is out of range, not "no integer"
            throw new UsageException(command + ": --" + name + (v.strip().matches("[+-]?[0-9]+")
                    ? " must be between " + min + " and " + max + ", was " + v : " must be an integer, was '" + v + "'"));
        }
    }

    /** A plain decimal number, as a user types one: Java's own parser also takes {@code 0.8f}, {@code 0x1p-1} and {@code NaN}. */
    private static final java.util.regex.Pattern DECIMAL =
            java.util.regex.Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?");

    /** Whether {@code v} is a plain decimal number ({@code 0.8}, {@code .5}, {@code 1e-3}). */
    public static boolean isDecimal(String v) {
        return DECIMAL.matcher(v).matches();
    }

    /** The option's value as a plain decimal number ({@link #isDecimal}), or {@code dflt} when not given. */
    public double doubleValue(String name, double dflt) throws UsageException {
        if (!values.containsKey(name)) {
            return dflt;
        }
        String v = single(name);
        if (!isDecimal(v)) {
            throw new UsageException(command + ": --" + name + " must be a decimal number, was '" + v + "'");
        }
        return Double.parseDouble(v);
    }

    private String single(String name) throws UsageException {
        List<String> v = values.get(name);
        if (v.size() != 1) {
            throw new UsageException(command + ": --" + name + " takes one value, got " + v.size());
        }
        return v.get(0);
    }
}
