package org.trainprep.core.dataset;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/ARCHITECTURE.md's "packages without loops": across every module's main sources, no package
 * reaches itself through the packages it uses (imports and fully qualified names). Modules are
 * kept in order by the build's enforcer rules; this keeps the packages inside them in order.
 */
class PackageLoopsTest {

    private static final Pattern PACKAGE = Pattern.compile("^package ([\\w.]+);", Pattern.MULTILINE);
    private static final Pattern USE = Pattern.compile("(org\\.trainprep(?:\\.[a-z0-9_]+)+)\\.[A-Z]");

    @Test
    void noPackageReachesItselfThroughThePackagesItUses() throws IOException {
        Map<String, Set<String>> uses = new HashMap<>();
        Path root = Path.of("..").toAbsolutePath().normalize();
        try (Stream<Path> modules = Files.list(root)) {
            for (Path module : modules.map(m -> m.resolve("src/main/java")).filter(Files::isDirectory).toList()) {
                try (Stream<Path> files = Files.walk(module)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                        String source = Files.readString(f);
                        Matcher p = PACKAGE.matcher(source);
                        if (!p.find()) {
                            continue;
                        }
                        Set<String> used = uses.computeIfAbsent(p.group(1), k -> new TreeSet<>());
                        Matcher u = USE.matcher(source);
                        while (u.find()) {
                            if (!u.group(1).equals(p.group(1))) {
                                used.add(u.group(1));
                            }
                        }
                    }
                }
            }
        }
        assertThat(uses).as("the sources were found").containsKeys("org.trainprep.core.dataset", "org.trainprep.run");
        List<String> loops = new ArrayList<>();
        for (String start : new TreeSet<>(uses.keySet())) {
            List<String> path = loopFrom(start, start, uses, new ArrayList<>(List.of(start)), new java.util.HashSet<>());
            if (path != null) {
                loops.add(String.join(" -> ", path));
            }
        }
        assertThat(loops).as("package loops").isEmpty();
    }

    /** A path from {@code at} back to {@code start}, or null. */
    private static List<String> loopFrom(String start, String at, Map<String, Set<String>> uses, List<String> path,
                                         Set<String> seen) {
        for (String next : uses.getOrDefault(at, Set.of())) {
            if (next.equals(start)) {
                List<String> loop = new ArrayList<>(path);
                loop.add(start);
                return loop;
            }
            if (uses.containsKey(next) && seen.add(next)) {
                path.add(next);
                List<String> found = loopFrom(start, next, uses, path, seen);
                if (found != null) {
                    return found;
                }
                path.remove(path.size() - 1);
            }
        }
        return null;
    }
}
