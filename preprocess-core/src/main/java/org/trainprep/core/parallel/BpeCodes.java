package org.trainprep.core.parallel;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;

/**
 * Learned merges in order, as subword-nmt's codes file: a {@code #version: 0.2} header, then one
 * merge a line, its two symbols separated by a space, {@code </w>} ending a word-final symbol.
 */
public final class BpeCodes {

    public static final String END_OF_WORD = "</w>";
    public static final String HEADER = "#version: 0.2";
    /** No merges: what a run with {@code --merges 0} (tokenize and clean only) has. */
    public static final BpeCodes NONE = new BpeCodes(List.of());

    private final List<String[]> merges;
    private final boolean version01;

    BpeCodes(List<String[]> merges) {
        this(merges, false);
    }

    private BpeCodes(List<String[]> merges, boolean version01) {
        this.merges = List.copyOf(merges);
        this.version01 = version01;
    }

    public int size() {
        return merges.size();
    }

    /** The {@code i}-th merge's two symbols. */
    public String[] merge(int i) {
        return merges.get(i).clone();
    }

    /** Codes of subword-nmt's version 0.1 put {@code </w>} as a symbol of its own. */
    boolean version01() {
        return version01;
    }

    public void writeTo(Writer out) throws IOException {
        out.write(HEADER);
        out.write('\n');
        for (String[] m : merges) {
            out.write(m[0]);
            out.write(' ');
            out.write(m[1]);
            out.write('\n');
        }
    }

    public String text() {
        StringBuilder b = new StringBuilder(HEADER).append('\n');
        for (String[] m : merges) {
            b.append(m[0]).append(' ').append(m[1]).append('\n');
        }
        return b.toString();
    }

    /**
     * Reads a codes file as {@code apply_bpe.py} does: an optional {@code #version:} header (none
     * means 0.1), then "first second" a line.
     *
     * @throws IllegalArgumentException naming the line that is not two symbols
     */
    public static BpeCodes read(BufferedReader in) throws IOException {
        List<String[]> merges = new ArrayList<>();
        String line = in.readLine();
        boolean v01 = true;
        int number = 1;
        if (line != null && line.startsWith("#version:")) {
            String[] words = line.trim().split("\\s+");
            String version = words[words.length - 1].replaceAll("(\\.0+)*$", "");
            if (!version.equals("0.2") && !version.equals("0.1")) {
                throw new IllegalArgumentException("codes version " + version
                        + " is not supported (0.1 and 0.2 are); learn the codes again");
            }
            v01 = version.equals("0.1");
            line = in.readLine();
            number++;
        }
        List<String> lines = new ArrayList<>();
        for (; line != null; line = in.readLine()) {
            lines.add(line);
        }
        // the reference strips the file's trailing newlines before splitting it into lines
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        for (String l : lines) {
            String[] pair = strip(l).split(" ", -1);
            if (pair.length != 2) {
                throw new IllegalArgumentException("line " + number + " of the codes is not two symbols"
                        + " separated by a space: " + l);
            }
            merges.add(pair);
            number++;
        }
        return new BpeCodes(merges, v01);
    }

    /** Python's {@code strip('\r\n ')}. */
    static String strip(String s) {
        int b = 0;
        int e = s.length();
        while (b < e && isStripped(s.charAt(b))) {
            b++;
        }
        while (e > b && isStripped(s.charAt(e - 1))) {
            e--;
        }
        return s.substring(b, e);
    }

    private static boolean isStripped(char c) {
        return c == '\r' || c == '\n' || c == ' ';
    }
}
