package org.trainprep.core.cli;

/** Whether the JVM is shutting down (SIGINT, SIGTERM): hooks are running and no new one may be added. */
public final class Shutdown {

    private Shutdown() {
    }

    public static boolean inProgress() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }
}
