package org.trainprep.core.dataset;

import java.util.ArrayList;
import java.util.List;

/** What {@code verify} found: one line per problem, what the check read, and a summary of the output. */
public final class Verification {

    private final List<String> problems = new ArrayList<>();
    private String mode;
    private String summary = "";

    /** @param mode what was checked, e.g. {@code quick: structure only}, until a check says more */
    public Verification(String mode) {
        this.mode = mode;
    }

    public void problem(String line) {
        problems.add(line);
    }

    /** The list checks add to directly (a scan that reports as it reads). */
    public List<String> problems() {
        return problems;
    }

    public boolean ok() {
        return problems.isEmpty();
    }

    public String mode() {
        return mode;
    }

    public void mode(String what) {
        this.mode = what;
    }

    public String summary() {
        return summary;
    }

    public void summary(String what) {
        this.summary = what;
    }
}
