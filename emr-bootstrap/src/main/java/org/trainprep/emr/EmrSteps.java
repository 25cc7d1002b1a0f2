package org.trainprep.emr;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import org.trainprep.core.cli.UsageException;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * {@code bin/pipeline emr-steps}: writes steps.json, instance-groups.json and
 * bootstrap-actions.json to {@code --out-dir} and prints the exact {@code aws} commands that use
 * them. Talks to no AWS service itself.
 */
public final class EmrSteps {

    private EmrSteps() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (Arrays.asList(args).contains("--help")) {
            out.println("usage: " + EmrPlanOptions.USAGE);
            return 0;
        }
        try {
            EmrPlanOptions options = EmrPlanOptions.parse(args);
            EmrPlan plan = new EmrPlan(options);
            Path dir = Path.of(options.outDir());
            Files.createDirectories(dir);
            ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
            json.writeValue(dir.resolve("steps.json").toFile(), plan.steps());
            json.writeValue(dir.resolve("instance-groups.json").toFile(), plan.instanceGroups());
            json.writeValue(dir.resolve("bootstrap-actions.json").toFile(), plan.bootstrapActions());
            out.println("# wrote " + dir.resolve("steps.json") + ", " + dir.resolve("instance-groups.json") + ", "
                    + dir.resolve("bootstrap-actions.json"));
            plan.commands(options.outDir()).forEach(out::println);
            return 0;
        } catch (UsageException e) {
            err.println(e.getMessage());
            return UsageException.EXIT_CODE;
        } catch (IOException e) {
            err.println("emr-steps failed: " + e.getMessage());
            return 1;
        }
    }
}
