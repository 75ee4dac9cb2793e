//
//  SettingsSwitchCell.h
//  iNaturalist
//
//  Created by Alex Shepard on 7/9/18.
//  Copyright © 2018 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface SettingsSwitchCell : UITableViewCell
@property IBOutlet UILabel *switchLabel;
@property IBOutlet UISwitch *switcher;
@end
