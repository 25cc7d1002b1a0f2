package org.trainprep.testdata;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the reference HDF5 readers (Debian's {@code /usr/bin/python3} with h5py, and
 * {@code h5dump}) on our files. Locally a missing tool skips the test with a message; under CI
 * ({@code CI} set) it fails, because there the interop check is part of the definition of done.
 */
public final class Interop {

    /** Debian's Python: the one {@code apt-get install python3-h5py} serves, not the pyenv one on PATH. */
    public static final String PYTHON = "/usr/bin/python3";
    public static final String H5DUMP = "/usr/bin/h5dump";

    private Interop() {
    }

    /** Runs a Python script with h5py available; returns stdout, fails the test on a non-zero exit. */
    public static String python(String script, String... args) {
        require(Files.isExecutable(Path.of(PYTHON)) && exitCode(List.of(PYTHON, "-c", "import h5py")) == 0,
                PYTHON + " with h5py (apt-get install -y python3-h5py)");
        List<String> cmd = new ArrayList<>(List.of(PYTHON, "-c", script));
        cmd.addAll(List.of(args));
        return run(cmd);
    }

    /**
     * Runs a Python script file with h5py and PyTorch available (Debian's {@code python3-torch}),
     * from the script's directory so it imports its neighbours; returns stdout.
     */
    public static String pythonWithTorch(Path script, String... args) {
        require(Files.isExecutable(Path.of(PYTHON)) && exitCode(List.of(PYTHON, "-c", "import h5py, torch")) == 0,
                PYTHON + " with h5py and torch (apt-get install -y python3-h5py python3-torch)");
        List<String> cmd = new ArrayList<>(List.of(PYTHON, script.toAbsolutePath().toString()));
        cmd.addAll(List.of(args));
        return run(cmd);
    }

    /** Runs h5dump with the given arguments; returns stdout. */
    public static String h5dump(String... args) {
        require(Files.isExecutable(Path.of(H5DUMP)), "h5dump (apt-get install -y hdf5-tools)");
        List<String> cmd = new ArrayList<>(List.of(H5DUMP));
        cmd.addAll(List.of(args));
        return run(cmd);
    }

    public static final String CHROMIUM = "/usr/bin/chromium";

    /**
     * Opens a local HTML file in Debian's headless Chromium with no network, runs its scripts, and
     * returns the DOM as it stands after the load event; also saves a full-page-wide screenshot.
     */
    public static String chromium(Path html, Path screenshot) {
        require(Files.isExecutable(Path.of(CHROMIUM)), "chromium (apt-get install -y chromium)");
        try {
            Path profile = Files.createTempDirectory("chromium-profile-");
            // the flags the machine's notes give: no sandbox as root, and no background connections,
            // which this machine's closed network refuses
            List<String> base = List.of(CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                    "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
                    "--disable-dev-shm-usage", "--user-data-dir=" + profile);
            List<String> shot = new ArrayList<>(base);
            shot.addAll(List.of("--window-size=1000,6000", "--screenshot=" + screenshot.toAbsolutePath(),
                    html.toUri().toString()));
            run(shot);
            List<String> dom = new ArrayList<>(base);
            dom.addAll(List.of("--dump-dom", html.toUri().toString()));
            return run(dom);
        } catch (IOException e) {
            throw new AssertionError("could not start chromium", e);
        }
    }

    /** Runs shellcheck on the scripts; fails the test with its findings when it finds any. */
    public static void shellcheck(Path... scripts) {
        require(exitCode(List.of("shellcheck", "--version")) == 0, "shellcheck (apt-get install -y shellcheck)");
        List<String> cmd = new ArrayList<>(List.of("shellcheck"));
        for (Path p : scripts) {
            cmd.add(p.toString());
        }
        run(cmd);
    }

    private static void require(boolean available, String what) {
        if (available) {
            return;
        }
        String ci = System.getenv("CI");
        if (ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false")) {
            Assertions.fail(what + " is required under CI; .ci/run installs it");
        }
        Assumptions.abort(what + " not available: skipping interop check");
    }

    private static int exitCode(List<String> cmd) {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private static String run(List<String> cmd) {
        try {
            // stderr goes to a file so neither pipe can fill up and block the process
            Path errFile = Files.createTempFile("interop-", ".err");
            Process p = new ProcessBuilder(cmd).redirectError(errFile.toFile()).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(5, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                Assertions.fail(cmd.get(0) + " timed out");
            }
            String err = Files.readString(errFile);
            Files.deleteIfExists(errFile);
            if (p.exitValue() != 0) {
                Assertions.fail(cmd.get(0) + " exited " + p.exitValue() + ": " + err + out);
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError("could not run " + cmd.get(0), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
