package org.trainprep.testdata;

/**
 * The JIT setting of the JVMs integration tests start (runs, containers, executors): C1 alone. Each
 * such JVM is short-lived and does little work, so C2's compiling was CPU the 2-core build is short
 * of (a 1,000-review run: 4.5 s of CPU, 3.0 s with C1 alone); what a run writes, and how it fails or
 * is interrupted, do not depend on how its JVM compiles.
 */
public final class QuickJit {

    /** The option, for a command line or a {@code *.java.opts} setting. */
    public static final String FLAG = "-XX:TieredStopAtLevel=1";

    private QuickJit() {
    }

    /**
     * {@code b}, whose {@code java} launches take {@link #FLAG} through {@code JDK_JAVA_OPTIONS} (for
     * a script such as {@code bin/pipeline}); the JVM notes it in a line on stderr.
     */
    public static ProcessBuilder forAll(ProcessBuilder b) {
        b.environment().put("JDK_JAVA_OPTIONS", FLAG);
        return b;
    }
}
