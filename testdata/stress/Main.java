// A correct solution for both problems in Java, as a Baekjoon learner
// writes it: plain backtracking over the blanks in row-major order, digits
// 1 to 9, so the first solution it reaches is the lexicographically
// smallest (what 2239 requires). It reads either format (9 tokens of 9
// digits: 2239; 81 numbers: 2580) and answers in the same one.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import java.util.StringTokenizer;

public class Main {
    static int[][] board = new int[9][9];
    static boolean[][] row = new boolean[9][10], col = new boolean[9][10], box = new boolean[9][10];
    static int[] blanks = new int[81];
    static int count = 0;

    static boolean go(int k) {
        if (k == count) return true;
        int r = blanks[k] / 9, c = blanks[k] % 9, b = r / 3 * 3 + c / 3;
        for (int d = 1; d <= 9; d++) {
            if (row[r][d] || col[c][d] || box[b][d]) continue;
            row[r][d] = col[c][d] = box[b][d] = true;
            board[r][c] = d;
            if (go(k + 1)) return true;
            row[r][d] = col[c][d] = box[b][d] = false;
            board[r][c] = 0;
        }
        return false;
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        List<String> tokens = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null) {
            StringTokenizer st = new StringTokenizer(line);
            while (st.hasMoreTokens()) tokens.add(st.nextToken());
        }
        boolean spaced = tokens.size() != 9;
        for (int i = 0; i < 81; i++) {
            int d = spaced ? Integer.parseInt(tokens.get(i)) : tokens.get(i / 9).charAt(i % 9) - '0';
            int r = i / 9, c = i % 9;
            board[r][c] = d;
            if (d == 0) blanks[count++] = i;
            else row[r][d] = col[c][d] = box[r / 3 * 3 + c / 3][d] = true;
        }
        go(0);
        StringBuilder out = new StringBuilder();
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                if (spaced && c > 0) out.append(' ');
                out.append(board[r][c]);
            }
            out.append('\n');
        }
        System.out.print(out);
    }
}
