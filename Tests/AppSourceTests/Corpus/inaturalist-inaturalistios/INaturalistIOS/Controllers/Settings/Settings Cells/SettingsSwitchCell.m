//
//  SettingsSwitchCell.m
//  iNaturalist
//
//  Created by Alex Shepard on 7/9/18.
//  Copyright © 2018 iNaturalist. All rights reserved.
//

#import "SettingsSwitchCell.h"

@implementation SettingsSwitchCell

@end
