var StepperSources = {
  "bitmask": {
    "file": "src/variants/bitmask.rs",
    "lines": [
      [
        173,
        "    /// post: `public static boolean solve(int rc)`."
      ],
      [
        174,
        "    fn solve(&mut self, mut rc: usize) -> bool {"
      ],
      [
        176,
        "        // 넣을 위치 찾기: skip filled cells."
      ],
      [
        177,
        "        while rc < 81 && self.map[rc / 9][rc % 9] != 0 {"
      ],
      [
        178,
        "            rc += 1;"
      ],
      [
        179,
        "        }"
      ],
      [
        180,
        "        if rc >= 81 {"
      ],
      [
        181,
        "            return true;"
      ],
      [
        182,
        "        }"
      ],
      [
        183,
        "        let r = rc / 9;"
      ],
      [
        184,
        "        let c = rc % 9;"
      ],
      [
        185,
        "        for i in 1..10u8 {"
      ],
      [
        188,
        "            // 넣을 수 없는 상황이면 다음걸로"
      ],
      [
        189,
        "            if (self.rowbit[r] & 1 << i) > 0"
      ],
      [
        190,
        "                || (self.colbit[c] & 1 << i) > 0"
      ],
      [
        191,
        "                || (self.mapbit[getidx(r, c)] & 1 << i) > 0"
      ],
      [
        192,
        "            {"
      ],
      [
        193,
        "                continue;"
      ],
      [
        194,
        "            }"
      ],
      [
        198,
        "            // 넣기"
      ],
      [
        199,
        "            self.map[r][c] = i;"
      ],
      [
        200,
        "            self.rowbit[r] |= 1 << i;"
      ],
      [
        201,
        "            self.colbit[c] |= 1 << i;"
      ],
      [
        202,
        "            self.mapbit[getidx(r, c)] |= 1 << i;"
      ],
      [
        204,
        "            if self.solve(rc + 1) {"
      ],
      [
        205,
        "                return true;"
      ],
      [
        206,
        "            }"
      ],
      [
        207,
        "            // 통과 못했으면, 원위치"
      ],
      [
        208,
        "            self.map[r][c] = 0;"
      ],
      [
        209,
        "            self.rowbit[r] ^= 1 << i;"
      ],
      [
        210,
        "            self.colbit[c] ^= 1 << i;"
      ],
      [
        211,
        "            self.mapbit[getidx(r, c)] ^= 1 << i;"
      ],
      [
        214,
        "        }"
      ],
      [
        215,
        "        false // 아무것도 못넣으면 불가능"
      ],
      [
        216,
        "    }"
      ]
    ],
    "place": [
      198,
      202
    ],
    "test": [
      189,
      192
    ],
    "undo": [
      207,
      211
    ]
  },
  "check-arrays": {
    "file": "src/variants/check_arrays.rs",
    "lines": [
      [
        173,
        "    /// post: `def go(z)`. `Break` stands for `exit(0)` (or the budget"
      ],
      [
        174,
        "    /// running out)."
      ],
      [
        175,
        "    fn go(&mut self, z: usize) -> ControlFlow<()> {"
      ],
      [
        177,
        "        if z == 81 {"
      ],
      [
        178,
        "            return ControlFlow::Break(()); // post: print the board, exit(0)"
      ],
      [
        179,
        "        }"
      ],
      [
        180,
        "        let x = z / 9;"
      ],
      [
        181,
        "        let y = z % 9;"
      ],
      [
        182,
        "        if self.a[x][y] != 0 {"
      ],
      [
        183,
        "            return self.go(z + 1); // 0이 아니면 다음 칸으로"
      ],
      [
        184,
        "        }"
      ],
      [
        185,
        "        for i in 1..10 {"
      ],
      [
        186,
        "            // 1 ~ 9의 값을 넣어봄"
      ],
      [
        189,
        "            if !self.c[x][i] && !self.c2[y][i] && !self.c3[square(x, y)][i] {"
      ],
      [
        193,
        "                self.c[x][i] = true;"
      ],
      [
        194,
        "                self.c2[y][i] = true;"
      ],
      [
        195,
        "                self.c3[square(x, y)][i] = true;"
      ],
      [
        196,
        "                self.a[x][y] = i as u8; // 값을 넣고"
      ],
      [
        198,
        "                self.go(z + 1)?; // post: if (go(z+1)): return True"
      ],
      [
        199,
        "                self.a[x][y] = 0; // 빈칸으로 바꾸고"
      ],
      [
        200,
        "                self.c[x][i] = false;"
      ],
      [
        201,
        "                self.c2[y][i] = false;"
      ],
      [
        202,
        "                self.c3[square(x, y)][i] = false;"
      ],
      [
        205,
        "            }"
      ],
      [
        206,
        "        }"
      ],
      [
        207,
        "        ControlFlow::Continue(()) // post: return False"
      ],
      [
        208,
        "    }"
      ]
    ],
    "place": [
      193,
      196
    ],
    "test": [
      189,
      189
    ],
    "undo": [
      199,
      202
    ]
  },
  "empty-list": {
    "file": "src/variants/empty_list.rs",
    "lines": [
      [
        157,
        "    /// post: `static boolean sudoku(int count)`."
      ],
      [
        158,
        "    fn sudoku(&mut self, count: usize) -> bool {"
      ],
      [
        160,
        "        if count == self.empty_spots.len() {"
      ],
      [
        161,
        "            return true; // 종료조건: every blank is filled"
      ],
      [
        162,
        "        }"
      ],
      [
        163,
        "        let [n, m] = self.empty_spots[count]; // 다음 빈칸의 위치"
      ],
      [
        164,
        "        for i in 1..10 {"
      ],
      [
        168,
        "            if is_promising(&self.matrix, n, m, i) {"
      ],
      [
        172,
        "                self.matrix[n][m] = i;"
      ],
      [
        174,
        "                if self.sudoku(count + 1) {"
      ],
      [
        175,
        "                    return true;"
      ],
      [
        176,
        "                } else {"
      ],
      [
        177,
        "                    self.matrix[n][m] = 0; // 해당 칸 초기화"
      ],
      [
        180,
        "                }"
      ],
      [
        181,
        "            }"
      ],
      [
        182,
        "        }"
      ],
      [
        183,
        "        false"
      ],
      [
        184,
        "    }"
      ]
    ],
    "place": [
      172,
      172
    ],
    "test": [
      168,
      168
    ],
    "undo": [
      177,
      177
    ]
  },
  "full-scan": {
    "file": "src/variants/full_scan.rs",
    "lines": [
      [
        144,
        "    /// post: `dfs(int row, int col)`. `Break` stands for `System.exit(0)`"
      ],
      [
        145,
        "    /// (or the budget running out)."
      ],
      [
        146,
        "    fn dfs(&mut self, row: usize, col: usize) -> ControlFlow<()> {"
      ],
      [
        148,
        "        // 한 줄이 다 체크되면 다음 줄로 이동: end of a row, go to the next."
      ],
      [
        149,
        "        if col == 9 {"
      ],
      [
        150,
        "            return self.dfs(row + 1, 0);"
      ],
      [
        151,
        "        }"
      ],
      [
        152,
        "        // 모든 줄이 다 체크됐으면 출력: every row done, the board is solved."
      ],
      [
        153,
        "        if row == 9 {"
      ],
      [
        154,
        "            return ControlFlow::Break(()); // post: println(sb); System.exit(0);"
      ],
      [
        155,
        "        }"
      ],
      [
        156,
        "        // 빈 칸이면 1부터 9까지: a blank, try 1..9."
      ],
      [
        157,
        "        if self.arr[row][col] == 0 {"
      ],
      [
        158,
        "            for i in 1..10 {"
      ],
      [
        162,
        "                if self.possibility(row, col, i) {"
      ],
      [
        166,
        "                    self.arr[row][col] = i;"
      ],
      [
        168,
        "                    self.dfs(row, col + 1)?;"
      ],
      [
        169,
        "                    // The post leaves `i` in the cell here; the next digit"
      ],
      [
        170,
        "                    // overwrites it, or the line after the loop clears it."
      ],
      [
        173,
        "                }"
      ],
      [
        174,
        "            }"
      ],
      [
        175,
        "            self.arr[row][col] = 0;"
      ],
      [
        176,
        "            return ControlFlow::Continue(());"
      ],
      [
        177,
        "        }"
      ],
      [
        178,
        "        // 0이 아니면 다음 칸: a given, go to the next cell."
      ],
      [
        179,
        "        self.dfs(row, col + 1)"
      ],
      [
        180,
        "    }"
      ]
    ],
    "place": [
      166,
      166
    ],
    "test": [
      162,
      162
    ],
    "undo": [
      169,
      170
    ]
  },
  "hole-array": {
    "file": "src/variants/hole_array.rs",
    "lines": [
      [
        202,
        "    /// post: `void fillBoard(int idx)`."
      ],
      [
        203,
        "    fn fill_board(&mut self, idx: usize) {"
      ],
      [
        205,
        "        // 기저 사례: 빈칸이 모두 채워진 경우"
      ],
      [
        206,
        "        if idx == self.h_idx {"
      ],
      [
        207,
        "            self.finish_flag = true;"
      ],
      [
        208,
        "            return;"
      ],
      [
        209,
        "        }"
      ],
      [
        210,
        "        let nowy = self.hole[idx].0 as usize;"
      ],
      [
        211,
        "        let nowx = self.hole[idx].1 as usize;"
      ],
      [
        212,
        "        for i in 1..10 {"
      ],
      [
        213,
        "            // 행, 열, 박스 모두 없는 숫자인 경우 빈칸에 추가한다."
      ],
      [
        214,
        "            // post: `!checkRow[nowy][i] && !checkCol[nowx][i] && !checkSeq[…][i]`;"
      ],
      [
        215,
        "            // `&` for `&&`: see the module doc."
      ],
      [
        218,
        "            if !self.check_row[nowy][i] & !self.check_col[nowx][i] & !self.check_seq[cell(nowy, nowx)][i] {"
      ],
      [
        223,
        "                self.check_row[nowy][i] = true;"
      ],
      [
        224,
        "                self.check_col[nowx][i] = true;"
      ],
      [
        225,
        "                self.check_seq[cell(nowy, nowx)][i] = true;"
      ],
      [
        226,
        "                self.board[nowy][nowx] = i as u8;"
      ],
      [
        228,
        "                self.fill_board(idx + 1);"
      ],
      [
        229,
        "                // 모두 찾았다면 함수를 나간다."
      ],
      [
        230,
        "                if self.finish_flag {"
      ],
      [
        231,
        "                    return;"
      ],
      [
        232,
        "                }"
      ],
      [
        233,
        "                // 아닌 경우 다시 빈칸으로 만든다."
      ],
      [
        234,
        "                self.board[nowy][nowx] = 0;"
      ],
      [
        235,
        "                self.check_row[nowy][i] = false;"
      ],
      [
        236,
        "                self.check_col[nowx][i] = false;"
      ],
      [
        237,
        "                self.check_seq[cell(nowy, nowx)][i] = false;"
      ],
      [
        240,
        "            }"
      ],
      [
        241,
        "        }"
      ],
      [
        242,
        "    }"
      ]
    ],
    "place": [
      223,
      226
    ],
    "test": [
      218,
      218
    ],
    "undo": [
      233,
      237
    ]
  }
};
