package org.trainprep.emr;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.trainprep.core.cli.CommandLine;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * {@code bin/pipeline emr-steps}: writes steps.json, instance-groups.json and
 * bootstrap-actions.json (EMR on EC2) and the EMR Serverless application, job runs and script
 * ({@link ServerlessPlan}) to {@code --out-dir}, and prints the exact {@code aws} commands that use
 * them. Talks to no AWS service itself.
 */
public final class EmrSteps {

    private EmrSteps() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(run(args, System.out, System.err));
    }

    public static int run(String[] args, PrintStream out, PrintStream err) throws Exception {
        return CommandLine.run("emr-steps", EmrPlanOptions.HELP.text(), "", args, out, err, a -> write(EmrPlanOptions.parse(a), out));
    }

    private static void write(EmrPlanOptions options, PrintStream out) throws IOException, org.trainprep.core.cli.UsageException {
        EmrPlan plan = new EmrPlan(options);
        Path dir = Path.of(options.outDir());
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new org.trainprep.core.cli.UsageException("emr-steps: --out-dir " + dir + " is a file, not a directory;"
                    + " give a directory for steps.json and the other plan files");
        }
        try {
            Files.createDirectories(dir);
        } catch (IOException e) {
            throw new IOException("cannot create --out-dir " + dir + " (" + e.getClass().getSimpleName() + "); give a"
                    + " writable directory", e);
        }
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        json.writeValue(dir.resolve("steps.json").toFile(), plan.steps());
        json.writeValue(dir.resolve("instance-groups.json").toFile(), plan.instanceGroups());
        json.writeValue(dir.resolve("bootstrap-actions.json").toFile(), plan.bootstrapActions());
        ServerlessPlan serverless = new ServerlessPlan(options, plan);
        json.writeValue(dir.resolve(ServerlessPlan.APPLICATION_FILE).toFile(), serverless.application());
        for (ServerlessPlan.JobRun run : serverless.jobRuns()) {
            json.writeValue(dir.resolve(run.file()).toFile(), run.json());
        }
        Path script = dir.resolve(ServerlessPlan.SCRIPT);
        Files.writeString(script, serverless.script());
        script.toFile().setExecutable(true);
        out.println("# wrote " + dir.resolve("steps.json") + ", " + dir.resolve("instance-groups.json") + ", "
                + dir.resolve("bootstrap-actions.json") + "; for EMR Serverless " + ServerlessPlan.APPLICATION_FILE + ", "
                + String.join(", ", serverless.jobRuns().stream().map(ServerlessPlan.JobRun::file).toList()) + " and "
                + ServerlessPlan.SCRIPT);
        plan.commands(options.outDir()).forEach(out::println);
        out.println();
        serverless.commands(options.outDir()).forEach(out::println);
    }
}
