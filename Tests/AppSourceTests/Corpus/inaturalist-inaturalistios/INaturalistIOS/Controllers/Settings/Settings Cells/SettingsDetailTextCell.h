//
//  SettingsDetailTextCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 7/9/18.
//  Copyright © 2018 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface SettingsDetailTextCell : UITableViewCell
@property IBOutlet UILabel *leadingTextLabel;
@property IBOutlet UILabel *trailingTextLabel;
@end
