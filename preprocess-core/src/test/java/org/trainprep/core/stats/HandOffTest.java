package org.trainprep.core.stats;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class HandOffTest {

    /** The printed loader command worked only from the checkout's root: pasted anywhere else, python found no script. */
    @Test
    void theLoaderIsNamedByItsPathInTheCheckoutWhenTheRunKnowsWhereThatIs() {
        String before = System.getProperty(HandOff.HOME);
        try {
            Path checkout = Path.of("..").toAbsolutePath().normalize();
            System.setProperty(HandOff.HOME, checkout.toString());
            assertThat(HandOff.exampleCommand("train_tiny.py"))
                    .isEqualTo("/usr/bin/python3 " + checkout.resolve("examples/pytorch/train_tiny.py"));
            assertThat(Path.of(HandOff.exampleCommand("check_census.py").substring("/usr/bin/python3 ".length())))
                    .isAbsolute().exists();
            // a checkout without the script (a cluster's driver): the path inside a checkout, as before
            System.setProperty(HandOff.HOME, checkout.resolve("no-such-folder").toString());
            assertThat(HandOff.exampleCommand("train_tiny.py")).isEqualTo("/usr/bin/python3 examples/pytorch/train_tiny.py");
        } finally {
            if (before == null) {
                System.clearProperty(HandOff.HOME);
            } else {
                System.setProperty(HandOff.HOME, before);
            }
        }
    }
}
